export interface AuthToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface Customer {
  id: number;
  addressId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  ref: string;
  company: string | null;
  /** 1 Mr, 2 Miss, 5 Association, other Company. */
  titleCode: number;
  isAdmin: boolean;
  isCompany: boolean;
  excludeVat: boolean;
  /** A company customer's VAT number as registered; null when none is known. */
  vatNumber: string | null;
}

export interface Address {
  id: number;
  label: string;
  /** Section 9's title codes, as on the customer. */
  titleCode: number;
  firstName: string;
  lastName: string;
  company: string | null;
  /** Street name. */
  address1: string;
  /** Street number. */
  address2: string | null;
  /** Anything more (floor, flat). */
  address3: string | null;
  city: string;
  zipCode: string;
  countryId: number;
  stateId: number | null;
  phone: string | null;
  cellphone: string | null;
  isDefault: boolean;
}

export interface Session {
  token: AuthToken;
  customer: Customer;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  titleCode: number;
  company: string | null;
  vatNumber: string | null;
}

export type AddressInput = Omit<Address, 'id'>;

/** A county (Thelia State) of a country. */
export interface County {
  id: number;
  title: string;
}

/** A logged-in customer's password change; the shop checks the current password. */
export interface PasswordChange {
  customerId: number;
  email: string;
  oldPassword: string;
  newPassword: string;
}

/** A guest's details at checkout: a customer without a password, with the order's addresses. */
export interface GuestRegistration {
  email: string;
  titleCode: number;
  firstName: string;
  lastName: string;
  /** Both set when the guest orders as a company. */
  company: string | null;
  vatNumber: string | null;
  delivery: AddressInput;
  /** null: the invoice goes to the delivery address. */
  billing: AddressInput | null;
  cartId: number;
  locale: string;
}

/** What a guest order is placed with. */
export interface GuestCustomer {
  customerId: number;
  deliveryAddressId: number;
  invoiceAddressId: number;
}
