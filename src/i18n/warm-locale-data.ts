/**
 * Loads the engine's locale data for a locale by building its number and date formatters. The
 * first formatter pays for loading it; react-intl's provider otherwise pays more through its
 * supported-locales check, inside the first render. The loading comes in three steps (the first
 * Intl use with the likely subtags, the number formats' locales, then the formatters), so that a
 * caller can give the main thread back in between: at once it is one long task.
 */
export function* warmLocaleData(locale: string): Generator<void, void> {
  new Intl.Locale(locale).maximize();
  yield;
  Intl.NumberFormat.supportedLocalesOf(locale);
  yield;
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale).format(0);
}
