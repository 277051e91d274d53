import { warmLocaleData } from './warm-locale-data';

/**
 * Loads the engine's locale data for the locale it is sent, in a worker: the engine keeps that
 * data for the whole page, so the main thread's own first use of the locale is then short.
 * Answers with the locale once it is loaded.
 */
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  for (const step of warmLocaleData(locale)) void step;
  self.postMessage(locale);
};
