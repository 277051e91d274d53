import { nameProblem, only, type FieldProblem, type Problems } from './customer-form-rules';

/** An address form as the shopper types it; ids stay text until the form is valid. */
export interface AddressFields {
  label: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  streetNumber: string;
  extra: string;
  zipCode: string;
  city: string;
  countryId: string;
  stateId: string;
  phone: string;
}

/** What decides the rules for one address: its country's settings. */
export interface AddressRules {
  /** Digits of a postal code in the address's country; null when unknown. */
  postcodeDigits: number | null;
  /** The locale config's phone_regex for the address's country; null falls back to section 5's rule. */
  phonePattern: string | null;
  phoneRequired: boolean;
  /** A state is required where the country has counties to choose from. */
  hasCounties: boolean;
}

/** Postal-code lengths of the countries the shop delivers to (by Thelia country id). */
export const POSTCODE_DIGITS: Readonly<Record<number, number>> = { 5: 5, 13: 4, 146: 6 };

/** Section 5: 3-20 characters of digits, spaces or a plus. */
const GENERIC_PHONE = /^[0-9 +]{3,20}$/;
const MAX_PATTERN_LENGTH = 200;

/** The server's pattern, when it is one; a broken or oversized pattern falls back to the generic rule. */
function phoneMatcher(pattern: string | null): RegExp {
  if (pattern === null || pattern === '' || pattern.length > MAX_PATTERN_LENGTH) return GENERIC_PHONE;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return GENERIC_PHONE;
  }
}

const required = (value: string): FieldProblem | undefined => (value.trim() === '' ? 'required' : undefined);

function phoneProblem(phone: string, rules: AddressRules): FieldProblem | undefined {
  const value = phone.trim();
  if (value === '') return rules.phoneRequired ? 'required' : undefined;
  return phoneMatcher(rules.phonePattern).test(value) ? undefined : 'phone';
}

function postcodeProblem(zipCode: string, digits: number | null): FieldProblem | undefined {
  const value = zipCode.trim();
  if (value === '') return 'required';
  if (digits === null) return undefined;
  return new RegExp(`^\\d{${digits}}$`).test(value) ? undefined : 'postcode';
}

/** Section 5's address rules, as codes the screen translates. */
export function addressProblems(fields: AddressFields, rules: AddressRules): Problems<AddressFields> {
  return only<AddressFields>({
    label: required(fields.label),
    firstName: nameProblem(fields.firstName),
    lastName: nameProblem(fields.lastName),
    street: required(fields.street),
    streetNumber: required(fields.streetNumber),
    zipCode: postcodeProblem(fields.zipCode, rules.postcodeDigits),
    city: required(fields.city),
    countryId: required(fields.countryId),
    stateId: rules.hasCounties ? required(fields.stateId) : undefined,
    phone: phoneProblem(fields.phone, rules),
  });
}
