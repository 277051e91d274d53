export type ErrorPageCountry = 'de' | 'at' | 'ro' | 'en';

const SUFFIXES: readonly ErrorPageCountry[] = ['de', 'at', 'ro'];

export function errorPageCountry(hostname: string): ErrorPageCountry {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return SUFFIXES.find((suffix) => host.endsWith(`.${suffix}`)) ?? 'en';
}
