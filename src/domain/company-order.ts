/** Who is paying, as far as the company flag of an order goes (section 4 'Orders and payment'). */
export type Payer =
  { kind: 'customer'; isCompany: boolean; companyId: string | null } | { kind: 'guest'; companyRequested: boolean };

/**
 * A customer's order is a company order when the business-customer flag is set and the customer has
 * a company id; a guest's when the guest asks for it.
 */
export function isCompanyOrder(payer: Payer): boolean {
  if (payer.kind === 'guest') return payer.companyRequested;
  return payer.isCompany && payer.companyId !== null && payer.companyId.trim() !== '';
}
