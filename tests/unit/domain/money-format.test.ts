import { describe, expect, it } from 'vitest';
import { EURO, type Currency } from '../../../ports/model/money';
import { formatMoney } from '../../../src/domain/money-format';

const LEU: Currency = { code: 'RON', symbol: 'lei', name: 'Leu', rate: 4.97 };
const spaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [1234.5, LEU, 'ro_RO', '1.234,50 lei'],
    [1234.5, EURO, 'ro_RO', '1.234,50 €'],
    [0, LEU, 'ro_RO', '0,00 lei'],
    [1234.5, EURO, 'en_US', '1,234.50 €'],
    [7, LEU, 'en_US', '7.00 lei'],
    [1234.5, EURO, 'de_DE', '1.234,50 €'],
    [1234.5, EURO, 'de_AT', '1.234,50 €'],
    [19.9, EURO, 'fr_FR', '19,90 €'],
    [1234567.891, EURO, 'de_DE', '1.234.567,89 €'],
  ])('%f %s in %s is %s', (amount, currency, locale, text) => {
    expect(spaces(formatMoney(amount, currency, locale))).toBe(text);
  });

  it('still shows the amount and symbol for a malformed currency code', () => {
    const odd: Currency = { code: 'EURO', symbol: '€', name: 'Euro', rate: 1 };
    expect(spaces(formatMoney(5, odd, 'de_DE'))).toBe('5,00 €');
  });
});
