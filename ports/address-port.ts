import type { Address, AddressInput, County } from './model/customer';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface AddressPort {
  listAddresses(customerId: number): Promise<Result<Address[]>>;
  addAddress(customerId: number, address: AddressInput): Promise<Result<Address>>;
  updateAddress(customerId: number, address: Address): Promise<Result<Address>>;
  deleteAddress(customerId: number, addressId: number): Promise<Result<void>>;
  setDefaultAddress(addressId: number): Promise<Result<void>>;
  /** The counties (states) of a country, titled in the language. */
  listCounties(countryId: number, language: string): Promise<Result<County[]>>;
}

export const ADDRESS_PORT = portToken<AddressPort>('AddressPort');
