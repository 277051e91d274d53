import type { Currency } from '../../ports/model/money';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Building a formatter costs far more than formatting: each one is made once and kept. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currencyCode: string | null, narrow: boolean): Intl.NumberFormat {
  const key = `${locale}|${currencyCode ?? ''}|${narrow}`;
  let made = formatters.get(key);
  if (made === undefined) {
    const currency = currencyCode === null ? {} : { style: 'currency' as const, currency: currencyCode };
    made = new Intl.NumberFormat(locale, {
      ...currency,
      ...(narrow ? { currencyDisplay: 'narrowSymbol' } : {}),
      ...TWO_DECIMALS,
    });
    formatters.set(key, made);
  }
  return made;
}

const suffixed = (amount: number, numberLocale: string, symbol: string): string =>
  `${formatter(numberLocale, null, false).format(amount)} ${symbol}`;

const currencyFormat = (amount: number, intlLocale: string, currency: Currency, narrow: boolean): string => {
  try {
    return formatter(intlLocale, currency.code, narrow).format(amount);
  } catch {
    return suffixed(amount, intlLocale, currency.symbol);
  }
};

export function formatMoney(amount: number, currency: Currency, locale: string): string {
  if (locale === 'ro_RO') return currencyFormat(amount, 'ro-RO', currency, true);
  if (locale === 'en_US') return suffixed(amount, 'en-US', currency.symbol);
  return currencyFormat(amount, 'de-DE', currency, false);
}
