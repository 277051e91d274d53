import { describe, expect, it } from 'vitest';
import { companyProblems } from '../../../src/domain/customer-form-rules';
import { isPlausibleVatNumber, normalizeVatNumber } from '../../../src/domain/vat-number';

describe('the company VAT number format (section 5: DE999999999, RO99999999)', () => {
  it.each(['DE999999999', 'de 999 999 999', 'RO99999999', 'RO12', 'ATU12345678', 'FR12345678901', 'RO-1234.5678'])(
    '%j has the form of a VAT number',
    (value) => expect(isPlausibleVatNumber(value)).toBe(true),
  );

  it.each(['', 'DE99999999', 'DE9999999999', 'RO1', 'RO12345678901', 'AT12345678', '999999999', 'D1234', 'DE99999999X'])(
    '%j does not',
    (value) => expect(isPlausibleVatNumber(value)).toBe(false),
  );

  it('is sent without spaces, dots or dashes, in capitals', () => {
    expect(normalizeVatNumber(' ro 1234.56-78 ')).toBe('RO12345678');
  });

  it('a company registration needs its name and a VAT number of that form', () => {
    expect(companyProblems({ company: 'Mobila SRL', vatNumber: 'RO12345678' })).toEqual({});
    expect(companyProblems({ company: '', vatNumber: '' })).toEqual({ company: 'required', vatNumber: 'required' });
    expect(companyProblems({ company: 'M', vatNumber: 'XX' })).toEqual({ company: 'too-short', vatNumber: 'vat-number' });
  });
});
