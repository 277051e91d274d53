import type { Currency } from '../../ports/model/money';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

const suffixed = (amount: number, numberLocale: string, symbol: string): string =>
  `${new Intl.NumberFormat(numberLocale, TWO_DECIMALS).format(amount)} ${symbol}`;

const currencyFormat = (amount: number, intlLocale: string, currency: Currency, narrow: boolean): string => {
  try {
    const display = narrow ? { currencyDisplay: 'narrowSymbol' as const } : {};
    return new Intl.NumberFormat(intlLocale, { style: 'currency', currency: currency.code, ...display, ...TWO_DECIMALS }).format(
      amount,
    );
  } catch {
    return suffixed(amount, intlLocale, currency.symbol);
  }
};

export function formatMoney(amount: number, currency: Currency, locale: string): string {
  if (locale === 'ro_RO') return currencyFormat(amount, 'ro-RO', currency, true);
  if (locale === 'en_US') return suffixed(amount, 'en-US', currency.symbol);
  return currencyFormat(amount, 'de-DE', currency, false);
}
