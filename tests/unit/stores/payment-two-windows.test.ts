import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { fail, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { aFakeFamily } from '../../support/build-root-store';
import { pending, settle } from '../../support/given-a-cart-shop';
import { chooseEverything, givenACheckout } from '../../support/given-a-checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

type PayAnswer = Awaited<ReturnType<PaymentPort['pay']>>;

/** Two windows of one browser (one storage, one shop) at the checkout of the same cart. */
async function givenTwoWindows(firstAnswer: Promise<PayAnswer>) {
  const family = aFakeFamily();
  const storage = new InMemoryStorage();
  const first = await givenACheckout(
    givenARecordedPort(PAYMENT_PORT, (f) => f.payment, { pay: () => firstAnswer }, { storage, ...family }),
  );
  chooseEverything(first);
  const second = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (f) => f.payment, {}, { storage, ...family }));
  chooseEverything(second);
  expect(second.root.cartLines.cartId).toBe(first.root.cartLines.cartId);
  return { first, second };
}

describe('two windows paying for one cart', () => {
  it('the second window waits while the first one pays, and says why', async () => {
    const answer = pending<PayAnswer>();
    const { first, second } = await givenTwoWindows(answer.promise);
    const paying = first.payment.pay();
    await settle();
    await expect(second.payment.pay()).resolves.toBe(false);
    expect(second.payment.failure).toBe('in-progress');
    expect(second.recorded.callsTo('pay')).toEqual([]);
    answer.resolve(fail(portError('network', 'offline')));
    await paying;
  });

  it('once the first payment failed, the second window may pay at once', async () => {
    const { first, second } = await givenTwoWindows(Promise.resolve(fail(portError('network', 'offline'))));
    await first.payment.pay();
    await expect(second.payment.pay()).resolves.toBe(true);
    expect(second.recorded.callsTo('pay')).toHaveLength(1);
  });
});
