import { describe, expect, it } from 'vitest';
import { DAY_MS, withdrawableUntil, withdrawalRefusal, type WithdrawalFacts } from '../../../adapters/fake/fake-withdrawal';

const created = '2026-11-01T10:00:00.000Z';
const sent = '2026-11-03T08:00:00.000Z';
const order = (facts: Partial<WithdrawalFacts>): WithdrawalFacts => ({
  status: 'sent',
  createdAt: created,
  sentAt: sent,
  withdrawnAt: null,
  ...facts,
});

describe('the right of withdrawal', () => {
  it('runs 14 days after a sent order left, and 21 days after a paid or processing order was made', () => {
    expect(withdrawableUntil(order({}))).toBe('2026-11-17T08:00:00.000Z');
    expect(withdrawableUntil(order({ status: 'paid', sentAt: null }))).toBe('2026-11-22T10:00:00.000Z');
    expect(withdrawableUntil(order({ status: 'processing', sentAt: null }))).toBe('2026-11-22T10:00:00.000Z');
  });

  it.each(['not_paid', 'canceled', 'refunded', 'other'] as const)('does not exist for %s orders', (status) => {
    expect(withdrawableUntil(order({ status }))).toBeNull();
    expect(withdrawalRefusal(order({ status }), Date.parse(created))).toBe('Order can not be withdrawn');
  });

  it('is open up to and including its last millisecond', () => {
    const until = Date.parse(sent) + 14 * DAY_MS;
    expect(withdrawalRefusal(order({}), until)).toBeNull();
    expect(withdrawalRefusal(order({}), until + 1)).toBe('Withdrawal period has ended');
  });

  it('is used once', () => {
    expect(withdrawalRefusal(order({ withdrawnAt: '2026-11-05T12:00:00.000Z' }), Date.parse(sent))).toBe(
      'Order has already been withdrawn',
    );
  });
});
