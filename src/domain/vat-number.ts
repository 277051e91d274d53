/** A VAT number as the shop checks it: no spaces, dots or dashes, upper case. */
export const normalizeVatNumber = (raw: string): string => raw.replace(/[\s.-]/g, '').toUpperCase();

/** The shop's countries have their own forms (DE999999999, ATU99999999, RO99999999); other EU ones the generic form. */
const FORMS: Readonly<Record<string, RegExp>> = {
  DE: /^DE\d{9}$/,
  AT: /^ATU\d{8}$/,
  RO: /^RO\d{2,10}$/,
};
const GENERIC = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/;

/** The format check only; whether the number exists is the server's check. */
export function isPlausibleVatNumber(raw: string): boolean {
  const value = normalizeVatNumber(raw);
  const form = FORMS[value.slice(0, 2)];
  return (form ?? GENERIC).test(value);
}
