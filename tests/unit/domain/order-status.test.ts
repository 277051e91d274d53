import { describe, expect, it } from 'vitest';
import { shownOrderStatus } from '../../../src/domain/order-status';
import { anOrder } from '../../support/order-builder';

const WITHDRAWN = '2026-11-21T08:00:00.000Z';

describe("an order's state as the customer reads it", () => {
  it.each(['not_paid', 'paid', 'processing', 'sent', 'other'] as const)('a withdrawn %s order reads as withdrawn', (status) => {
    expect(shownOrderStatus(anOrder().withStatus(status).withdrawnAt(WITHDRAWN).build())).toBe('withdrawn');
  });

  it.each(['canceled', 'refunded'] as const)('once the shop has %s the withdrawn order, that status shows', (status) => {
    expect(shownOrderStatus(anOrder().withStatus(status).withdrawnAt(WITHDRAWN).build())).toBe(status);
  });

  it('an order not withdrawn from shows its status', () => {
    expect(shownOrderStatus(anOrder().withStatus('processing').build())).toBe('processing');
  });
});
