import { describe, expect, it } from 'vitest';
import { fail, ok, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import type { PaymentProvider } from '../../../ports/model/checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';
import { anOrder } from '../../support/order-builder';

const aTransferCode = (code: string) => ({
  code,
  beneficiary: 'Lemnia SRL',
  iban: 'RO49AAAA1B31007593840000',
  bic: 'DEMOROBU',
  amount: 1234.5,
  currency: 'RON',
  reference: 'ORD000000042',
});

/** Order 42, paid by instant bank transfer unless told otherwise. */
const order42 = (paidWith: PaymentProvider | null = 'instant-transfer') => anOrder().withId(42).paidWith(paidWith).build();

async function givenTheQrOfOrder42(getQrCode: PaymentPort['getQrCode'], paidWith?: PaymentProvider | null) {
  const world = givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment, { getQrCode });
  const { orderQr } = await world.root.checkoutFeature.load();
  await orderQr.open(order42(paidWith));
  return { ...world, store: orderQr };
}

describe('the bank-transfer QR code on the confirmation (getQrCode)', () => {
  it('asks once per order in the shop language and draws the payload when there is no image', async () => {
    const world = await givenTheQrOfOrder42(async () => ok(aTransferCode('BCD\n002\n1\nSCT')));
    await world.store.open(order42());
    expect(world.recorded.callsTo('getQrCode')).toEqual([[{ orderId: 42, locale: world.root.shop.locale }]]);
    expect(world.store.status).toBe('ready');
    expect(world.store.payload).toBe('BCD\n002\n1\nSCT');
    expect(world.store.image).toBeNull();
  });

  it('shows a safe image as it came, and never an SVG or a remote address', async () => {
    const png = await givenTheQrOfOrder42(async () => ok(aTransferCode('data:image/png;base64,iVBORw0KGgo=')));
    expect(png.store.image).toBe('data:image/png;base64,iVBORw0KGgo=');
    const svg = await givenTheQrOfOrder42(async () => ok(aTransferCode('data:image/svg+xml;base64,PHN2Zz4=')));
    expect(svg.store.image).toBeNull();
  });

  it.each(['prepayment', 'instant-transfer'] as const)('asks for the code of an order paid by %s', async (provider) => {
    const world = await givenTheQrOfOrder42(async () => ok(aTransferCode('BCD')), provider);
    expect(world.recorded.callsTo('getQrCode')).toHaveLength(1);
    expect(world.store.status).toBe('ready');
  });

  it.each(['card', 'cash-on-delivery', 'global-card', 'wallet', 'buy-now-pay-later', null] as const)(
    'never asks for a code for an order paid by %s, and shows none',
    async (provider) => {
      const world = await givenTheQrOfOrder42(async () => ok(aTransferCode('BCD')), provider);
      expect(world.recorded.callsTo('getQrCode')).toEqual([]);
      expect(world.store.status).toBe('none');
    },
  );

  it('an order the shop has no code for shows nothing', async () => {
    const world = await givenTheQrOfOrder42(async () => fail(portError('not-found', 'Order not found', 404)));
    expect(world.store.status).toBe('none');
  });

  it('a failed read can be retried', async () => {
    let calls = 0;
    const world = await givenTheQrOfOrder42(async () =>
      ++calls === 1 ? fail(portError('network', 'offline')) : ok(aTransferCode('BCD')),
    );
    expect(world.store.status).toBe('failed');
    await world.store.retry();
    expect(world.store.status).toBe('ready');
  });
});
