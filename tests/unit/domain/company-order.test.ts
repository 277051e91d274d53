import { describe, expect, it } from 'vitest';
import { isCompanyOrder, type Payer } from '../../../src/domain/company-order';

describe('the company flag of an order (section 4: business flag with a company id; a guest when asked)', () => {
  it.each([
    [{ kind: 'customer', isCompany: true, companyId: 'Mobila Company SRL' }, true],
    [{ kind: 'customer', isCompany: true, companyId: null }, false],
    [{ kind: 'customer', isCompany: true, companyId: '  ' }, false],
    [{ kind: 'customer', isCompany: false, companyId: 'Mobila Company SRL' }, false],
    [{ kind: 'guest', companyRequested: true }, true],
    [{ kind: 'guest', companyRequested: false }, false],
  ] as [Payer, boolean][])('%j → %s', (payer, flagged) => {
    expect(isCompanyOrder(payer)).toBe(flagged);
  });
});
