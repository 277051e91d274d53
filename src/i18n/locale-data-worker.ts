import { warmLocaleData } from './warm-locale-data';

/**
 * Loads the engine's locale data for each locale it is sent, in a worker: the engine keeps that
 * data for the whole page, so the main thread's own first use of those locales is then short.
 * Answers each locale once it is loaded.
 */
self.onmessage = ({ data }: MessageEvent<readonly string[]>) => {
  for (const locale of data) {
    for (const step of warmLocaleData(locale)) void step;
    self.postMessage(locale);
  }
};
