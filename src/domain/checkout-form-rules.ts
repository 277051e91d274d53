import { addressProblems, type AddressFields, type AddressRules } from './address-form-rules';
import { emailProblem, type FieldProblem, type Problems } from './customer-form-rules';

/**
 * What stops the payment, as codes the screen translates: 'payment-method' is 'Please select a
 * Payment Method', 'addresses' is 'Please select a delivery and billing address', 'contact' a guest's
 * e-mail, 'company' a company's name or VAT number, 'freight-phone' a freight delivery to an address
 * without a phone number (section 5), 'terms' the unticked terms checkbox.
 */
export type CheckoutProblem = 'payment-method' | 'addresses' | 'contact' | 'company' | 'freight-phone' | 'terms';

export interface GuestCheckoutFields {
  email: string;
  delivery: AddressFields;
  /** null: the invoice goes to the delivery address. */
  billing: AddressFields | null;
}

/** The address rules of each address's country. */
export interface GuestCheckoutRules {
  delivery: AddressRules;
  billing: AddressRules;
}

export interface GuestCheckoutProblems {
  email: FieldProblem | null;
  delivery: Problems<AddressFields>;
  billing: Problems<AddressFields>;
}

/** A customer picks saved addresses; a guest types them. */
export type CheckoutAddresses =
  | { kind: 'saved'; deliveryAddressId: number | null; billingAddressId: number | null }
  | { kind: 'guest'; fields: GuestCheckoutFields; rules: GuestCheckoutRules };

export interface CheckoutChoices {
  paymentMethodId: number | null;
  addresses: CheckoutAddresses;
  /** The company's name and VAT number have their form, where they are asked. */
  companyComplete: boolean;
  /** Whether a line goes by freight carrier, and the delivery address's phone number (null: none). */
  freight: { hasFreight: boolean; deliveryPhone: string | null };
  termsAccepted: boolean;
}

/** A guest's fields under the registration and address-book rules, for the inline messages. */
export function guestCheckoutProblems(fields: GuestCheckoutFields, rules: GuestCheckoutRules): GuestCheckoutProblems {
  return {
    email: emailProblem(fields.email) ?? null,
    delivery: addressProblems(fields.delivery, rules.delivery),
    billing: fields.billing === null ? {} : addressProblems(fields.billing, rules.billing),
  };
}

const isId = (id: number | null): boolean => id !== null && Number.isSafeInteger(id) && id > 0;
const isEmpty = (problems: object): boolean => Object.keys(problems).length === 0;

function addressesMissing(addresses: CheckoutAddresses, guest: GuestCheckoutProblems | null): boolean {
  if (guest !== null) return !isEmpty(guest.delivery) || !isEmpty(guest.billing);
  return addresses.kind === 'saved' && (!isId(addresses.deliveryAddressId) || !isId(addresses.billingAddressId));
}

/** Everything that must be chosen or filled in before paying, in the order the screen lists it. */
export function checkoutProblems({
  paymentMethodId,
  addresses,
  companyComplete,
  freight,
  termsAccepted,
}: CheckoutChoices): CheckoutProblem[] {
  const guest = addresses.kind === 'guest' ? guestCheckoutProblems(addresses.fields, addresses.rules) : null;
  const problems: [CheckoutProblem, boolean][] = [
    ['payment-method', !isId(paymentMethodId)],
    ['addresses', addressesMissing(addresses, guest)],
    ['contact', guest !== null && guest.email !== null],
    ['company', !companyComplete],
    ['freight-phone', freight.hasFreight && (freight.deliveryPhone ?? '').trim() === ''],
    ['terms', termsAccepted !== true],
  ];
  return problems.filter(([, missing]) => missing).map(([problem]) => problem);
}
