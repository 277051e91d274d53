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
}

export interface Address {
  id: number;
  label: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
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
