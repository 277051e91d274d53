import type { AddressFields } from './address-form-rules';

/** What a guest typed at checkout, kept as express-checkout data for 30 minutes. */
export interface GuestDetails {
  email: string;
  titleCode: number;
  delivery: AddressFields;
  billing: AddressFields | null;
}

/** The customer registered for those details. */
export interface GuestIds {
  customerId: number;
  deliveryAddressId: number;
  invoiceAddressId: number;
}

export interface GuestExpress {
  details: GuestDetails;
  ids: GuestIds;
}

const FIELD_NAMES: readonly (keyof AddressFields)[] = [
  'label',
  'firstName',
  'lastName',
  'company',
  'street',
  'streetNumber',
  'extra',
  'zipCode',
  'city',
  'countryId',
  'stateId',
  'phone',
];
const MAX_FIELD_LENGTH = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function readAddress(value: unknown): AddressFields | null {
  if (!isRecord(value) || !FIELD_NAMES.every((name) => isText(value[name]))) return null;
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, value[name]])) as unknown as AddressFields;
}

/** The guest part of stored express data, when it is whole and sound; anything else is ignored. */
export function readGuestExpress(data: Readonly<Record<string, unknown>> | null): GuestExpress | null {
  const guest = data?.['guest'];
  if (!isRecord(guest) || !isRecord(guest['details']) || !isRecord(guest['ids'])) return null;
  const { email, titleCode, delivery, billing } = guest['details'];
  const { customerId, deliveryAddressId, invoiceAddressId } = guest['ids'];
  const deliveryFields = readAddress(delivery);
  const billingFields = billing === null ? null : readAddress(billing);
  if (!isText(email) || !isId(titleCode) || deliveryFields === null || (billing !== null && billingFields === null)) return null;
  if (!isId(customerId) || !isId(deliveryAddressId) || !isId(invoiceAddressId)) return null;
  return {
    details: { email, titleCode, delivery: deliveryFields, billing: billingFields },
    ids: { customerId, deliveryAddressId, invoiceAddressId },
  };
}

const sameAddress = (a: AddressFields | null, b: AddressFields | null): boolean =>
  a === null || b === null ? a === b : FIELD_NAMES.every((name) => a[name] === b[name]);

/** The same details: the registered customer can be used again instead of registering anew. */
export const sameGuestDetails = (a: GuestDetails, b: GuestDetails): boolean =>
  a.email === b.email && a.titleCode === b.titleCode && sameAddress(a.delivery, b.delivery) && sameAddress(a.billing, b.billing);
