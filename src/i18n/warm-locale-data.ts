/**
 * Loads the engine's locale data for a locale by building its number and date formatters. The
 * first formatter pays for loading it; react-intl's provider otherwise pays more through its
 * supported-locales check, inside the first render.
 */
export function warmLocaleData(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale).format(0);
}
