import type { Postage } from '../../ports/model/checkout';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { StoredCart } from './fake-cart-book';
import { taxRateOf } from './seed/seed-countries';
import type { SeedData, SeedDeliveryMethod } from './seed/seed-types';

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const deliveryMethodsFor = (data: SeedData, locale: string): SeedDeliveryMethod[] =>
  data.deliveryMethods
    .filter((method) => method.locales === 'all' || method.locales.includes(locale))
    .sort((a, b) => a.position - b.position);

export const goodsNet = (cart: StoredCart): number =>
  round2(cart.lines.reduce((sum, line) => sum + line.quantity * (line.promoNetPrice ?? line.unitNetPrice), 0));

/** Postage in euro; unknown methods or countries give the server's 'Invalid data'. */
export function postageFor(
  data: SeedData,
  cart: StoredCart,
  deliveryMethodId: number,
  countryId: number,
  locale: string,
): Result<Postage> {
  const method = deliveryMethodsFor(data, locale).find((m) => m.id === deliveryMethodId);
  const rate = taxRateOf(countryId);
  if (method === undefined || rate === null) return fail(portError('rejected', 'Invalid data', 400));
  const goods = goodsNet(cart);
  const net = cart.lines.length === 0 || (method.freeFromNet !== null && goods >= method.freeFromNet) ? 0 : method.netPrice;
  return ok({ net, gross: round2(net * (1 + rate)) });
}
