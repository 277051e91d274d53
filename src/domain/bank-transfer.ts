import type { PaymentProvider } from '../../ports/model/checkout';

/** Paid by bank transfer (instant transfer or prepayment): the confirmation shows the transfer's QR code. */
const TRANSFER_PROVIDERS: readonly PaymentProvider[] = ['instant-transfer', 'prepayment'];

export const isBankTransfer = (provider: PaymentProvider | null): boolean =>
  provider !== null && TRANSFER_PROVIDERS.includes(provider);
