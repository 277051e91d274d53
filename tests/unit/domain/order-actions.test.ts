import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../ports/model/order';
import { canCancel, canWithdraw } from '../../../src/domain/order-actions';
import { anOrder } from '../../support/order-builder';

const UNTIL = '2026-12-05T09:00:00.000Z';
const untilMs = Date.parse(UNTIL);

describe('what a customer may do with an order', () => {
  it.each([
    ['not_paid', true],
    ['paid', true],
    ['processing', false],
    ['sent', false],
    ['canceled', false],
    ['refunded', false],
    ['other', false],
  ] as const)('a %s order can be cancelled: %s', (status, expected) => {
    expect(canCancel(anOrder().withStatus(status).build())).toBe(expected);
  });

  it('a withdrawn order can no longer be cancelled', () => {
    expect(canCancel(anOrder().withStatus('paid').withdrawnAt('2026-11-21T08:00:00.000Z').build())).toBe(false);
  });

  it.each(['paid', 'processing', 'sent', 'not_paid', 'other'] as const)(
    'a %s order can be withdrawn from while its period runs',
    (status: OrderStatus) => {
      expect(canWithdraw(anOrder().withStatus(status).withdrawableUntil(UNTIL).build(), untilMs - 1)).toBe(true);
    },
  );

  it('the last millisecond of the period still counts; the next one does not', () => {
    const order = anOrder().withStatus('sent').withdrawableUntil(UNTIL).build();
    expect(canWithdraw(order, untilMs)).toBe(true);
    expect(canWithdraw(order, untilMs + 1)).toBe(false);
  });

  it('an order without a period cannot be withdrawn from', () => {
    expect(canWithdraw(anOrder().withStatus('paid').build(), untilMs - 1)).toBe(false);
  });

  it('an order already withdrawn from cannot be withdrawn from again', () => {
    const order = anOrder().withStatus('sent').withdrawableUntil(UNTIL).withdrawnAt('2026-11-20T08:00:00.000Z').build();
    expect(canWithdraw(order, untilMs - 1)).toBe(false);
  });

  it.each(['canceled', 'refunded'] as const)('a %s order cannot be withdrawn from, even within the period', (status) => {
    expect(canWithdraw(anOrder().withStatus(status).withdrawableUntil(UNTIL).build(), untilMs - 1)).toBe(false);
  });

  it('a period the server sent garbled counts as none', () => {
    expect(canWithdraw(anOrder().withStatus('sent').withdrawableUntil('soon').build(), 0)).toBe(false);
  });
});
