import type { components } from '../../../adapters/http/generated/shop-api';
import type { Address, Customer, GuestRegistration, Registration, Session } from '../../../ports/model/customer';
import { type Body, integer, text } from '../request-body';
import { addressInputFrom } from './address-wire';

type Shop = components['schemas'];

/** A session as POST /api/login answers it; `expires` is Unix time in seconds. */
export const loginWire = (session: Session, countryId: number | null, now: number): Shop['LoginResult'] => {
  const { token, customer } = session;
  return {
    token: token.token,
    expires: Math.floor(token.expiresAt / 1000),
    expires_in: Math.round((token.expiresAt - now) / 1000),
    customer_id: customer.id,
    email: customer.email,
    user_identifier: customer.ref,
    address_id: customer.addressId,
    country_id: countryId,
    firstname: customer.firstName,
    lastname: customer.lastName,
    profileName: `${customer.firstName} ${customer.lastName}`,
    title: customer.titleCode,
    isCompany: customer.isCompany,
    company: customer.company,
    vat_number: customer.vatNumber ?? null,
    excludeVAT: customer.excludeVat,
    isAdmin: customer.isAdmin,
  };
};

/** A CustomerItems entry, with its default address's fields when it has one. */
export const customerWire = (customer: Customer, address: Address | undefined): Shop['Customer'] => ({
  ID: customer.id,
  ADDRESS_ID: customer.addressId,
  EMAIL: customer.email,
  FIRSTNAME: customer.firstName,
  LASTNAME: customer.lastName,
  REF: customer.ref,
  COMPANY: customer.company,
  TITLE: customer.titleCode,
  VAT_NUMBER: customer.vatNumber ?? null,
  ...(address && {
    ADDRESS_FIRSTNAME: address.firstName,
    ADDRESS_LASTNAME: address.lastName,
    ADDRESS1: address.address1,
    ADDRESS2: address.address2,
    ADDRESS3: address.address3,
    CITY: address.city,
    COUNTRY_ID: address.countryId,
    STATE_ID: address.stateId,
    CELLPHONE: address.cellphone,
    PHONE: address.phone,
    ZIPCODE: address.zipCode,
    ADDRESS_TITLE_ID: address.titleCode,
  }),
});

/** The person fields every registration sends, or null when one is missing. */
function personFrom(body: Body) {
  const [email, firstName, lastName] = [text(body, 'email'), text(body, 'firstname'), text(body, 'lastname')];
  if (email === null || firstName === null || lastName === null) return null;
  return { email, firstName, lastName, titleCode: integer(body, 'title') ?? 0, company: text(body, 'company') };
}

/** An account's registration (RegisterRequest without guest); the password is required. */
export function registrationFrom(body: Body): Registration | null {
  const person = personFrom(body);
  const password = text(body, 'password');
  if (person === null || password === null) return null;
  return { ...person, password, vatNumber: text(body, 'vat_number') };
}

/**
 * A guest's registration: the delivery address in the flat fields, a separate invoice address in
 * invoice_address. The flat fields carry no label: the delivery address is the guest's default.
 */
export function guestFrom(body: Body): GuestRegistration | null {
  const person = personFrom(body);
  const [address1, zipCode, city] = [text(body, 'address1'), text(body, 'zipcode'), text(body, 'city')];
  const countryId = integer(body, 'country_id');
  if (person === null || address1 === null || zipCode === null || city === null || countryId === null) return null;
  const billing = body['invoice_address'] == null ? null : addressInputFrom(body['invoice_address']);
  if (body['invoice_address'] != null && billing === null) return null;
  return {
    ...person,
    vatNumber: text(body, 'vat_number'),
    delivery: {
      label: '',
      titleCode: person.titleCode,
      firstName: person.firstName,
      lastName: person.lastName,
      company: person.company,
      address1,
      address2: text(body, 'address2'),
      address3: text(body, 'address3'),
      city,
      zipCode,
      countryId,
      stateId: integer(body, 'state_id'),
      phone: text(body, 'phone'),
      cellphone: text(body, 'cellphone'),
      isDefault: true,
    },
    billing,
    cartId: integer(body, 'cart_id') ?? 0,
    locale: text(body, 'locale') ?? '',
  };
}
