import type { AppliedCoupon } from '../../../ports/model/cart';

/** The one coupon the fake accepts: a fixed gross discount in euro. */
export const WELCOME_COUPON: Readonly<AppliedCoupon> = Object.freeze({ code: 'WELCOME10', discount: 25 });
