import { describe, expect, it } from 'vitest';
import { addressProblems, POSTCODE_DIGITS } from '../../../src/domain/address-form-rules';
import { romanianRules, someAddressFields } from '../../support/address-builder';

describe('address rules of section 5', () => {
  it('a complete address has no problems; company and the extra line are optional', () => {
    expect(addressProblems(someAddressFields(), romanianRules())).toEqual({});
  });

  it.each([
    ['label', ''],
    ['firstName', ''],
    ['lastName', '   '],
    ['street', ''],
    ['streetNumber', ' '],
    ['zipCode', ''],
    ['city', ''],
    ['countryId', ''],
    ['stateId', ''],
    ['phone', ''],
  ] as const)('%s %j is required', (field, value) => {
    expect(addressProblems(someAddressFields({ [field]: value }), romanianRules())).toEqual({ [field]: 'required' });
  });

  it.each([
    ['A', 'too-short'],
    [' ß ', 'too-short'],
    ['🌲', 'too-short'],
    ['Ș', 'too-short'],
    ['Iț', undefined],
    ['🌲🌲', undefined],
  ] as const)('a name %j counts the characters the shopper sees: %s', (name, problem) => {
    const problems = addressProblems(someAddressFields({ firstName: name, lastName: name }), romanianRules());
    expect(problems).toEqual(problem === undefined ? {} : { firstName: problem, lastName: problem });
  });

  it('knows the postcode lengths of Germany, Austria and Romania', () => {
    expect(POSTCODE_DIGITS).toEqual({ 5: 5, 13: 4, 146: 6 });
  });

  it.each([
    [5, '10115', undefined],
    [5, '1011', 'postcode'],
    [5, '101155', 'postcode'],
    [13, '1010', undefined],
    [13, '10100', 'postcode'],
    [146, '700064', undefined],
    [146, '70006', 'postcode'],
    [146, '70006a', 'postcode'],
    [146, ' 700064 ', undefined],
  ] as const)('country %i: postcode %j → %s', (countryId, zipCode, problem) => {
    const rules = romanianRules({ postcodeDigits: POSTCODE_DIGITS[countryId] ?? null });
    const problems = addressProblems(someAddressFields({ countryId: String(countryId), zipCode }), rules);
    expect(problems.zipCode).toBe(problem);
  });

  it('a country of unknown postcode length takes any postcode, but not none', () => {
    const rules = romanianRules({ postcodeDigits: null });
    expect(addressProblems(someAddressFields({ zipCode: 'SW1A 1AA' }), rules)).toEqual({});
    expect(addressProblems(someAddressFields({ zipCode: '' }), rules)).toEqual({ zipCode: 'required' });
  });

  it.each([
    ['+40 745 555 318', undefined],
    ['0745555318', undefined],
    ['+49 30 1234567', 'phone'],
    ['745', 'phone'],
  ] as const)("the shop country's own pattern decides the phone %j: %s", (phone, problem) => {
    expect(addressProblems(someAddressFields({ phone }), romanianRules()).phone).toBe(problem);
  });

  it.each([
    ['+49 30 1234567', undefined],
    ['123', undefined],
    ['12', 'phone'],
    ['123456789012345678901', 'phone'],
    ['030-1234567', 'phone'],
    ['(030) 1234', 'phone'],
  ] as const)('without a pattern the generic rule (3–20 digits, spaces, +) decides %j: %s', (phone, problem) => {
    expect(addressProblems(someAddressFields({ phone }), romanianRules({ phonePattern: null })).phone).toBe(problem);
  });

  it.each([
    ['a broken pattern', '^(\\+40|0[0-9 ]{9,12}$'],
    ['an empty pattern', ''],
    ['an oversized pattern', `^(${'0|'.repeat(100)}1)$`],
  ])('%s from the server falls back to the generic rule', (_, phonePattern) => {
    const rules = romanianRules({ phonePattern });
    expect(addressProblems(someAddressFields({ phone: '030 1234567' }), rules)).toEqual({});
    expect(addressProblems(someAddressFields({ phone: '030-1234567' }), rules)).toEqual({ phone: 'phone' });
  });

  it('a phone may be left out where the locale does not require one, but a given one is still checked', () => {
    const rules = romanianRules({ phoneRequired: false });
    expect(addressProblems(someAddressFields({ phone: '' }), rules)).toEqual({});
    expect(addressProblems(someAddressFields({ phone: 'call me' }), rules)).toEqual({ phone: 'phone' });
  });

  it('a state is required only where the country has counties', () => {
    expect(addressProblems(someAddressFields({ stateId: '' }), romanianRules({ hasCounties: false }))).toEqual({});
    expect(addressProblems(someAddressFields({ stateId: '' }), romanianRules({ hasCounties: true }))).toEqual({
      stateId: 'required',
    });
  });

  it('reports every broken rule at once', () => {
    const problems = addressProblems(
      someAddressFields({ label: '', firstName: 'A', zipCode: '123', phone: 'x', stateId: '' }),
      romanianRules(),
    );
    expect(problems).toEqual({
      label: 'required',
      firstName: 'too-short',
      zipCode: 'postcode',
      phone: 'phone',
      stateId: 'required',
    });
  });
});
