import { describe, expect, it } from 'vitest';
import { parseStoredCoupon } from '../../../src/domain/stored-coupon';

describe('parseStoredCoupon (appliedCoupon / appliedCouponDiscount)', () => {
  it('keeps a code with its discount amount', () => {
    expect(parseStoredCoupon('WELCOME10', '25')).toEqual({ code: 'WELCOME10', discount: 25 });
    expect(parseStoredCoupon('WELCOME10', '12.5')).toEqual({ code: 'WELCOME10', discount: 12.5 });
  });

  it('takes a code without a kept discount as a discount of 0', () => {
    expect(parseStoredCoupon('WELCOME10', null)).toEqual({ code: 'WELCOME10', discount: 0 });
  });

  it.each<[string | null, string, string]>([
    [null, '25', 'no code'],
    ['  ', '25', 'a blank code'],
    ['WELCOME10', 'lots', 'a discount that is not a number'],
    ['WELCOME10', '-5', 'a negative discount'],
    ['WELCOME10', ' ', 'a blank discount'],
    ['WELCOME10', 'Infinity', 'an endless discount'],
  ])('is none for %s / %s (%s)', (code, discount) => {
    expect(parseStoredCoupon(code, discount)).toBeNull();
  });
});
