import type { Customer, Session } from '../../ports/model/customer';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

/** Spec 3: TITLE 1 Mr, 2 Miss, 5 Association; any other value is a company. */
export const isCompanyTitle = (title: number | null): boolean => title !== null && title !== 1 && title !== 2 && title !== 5;

/** `expires` is Unix time in seconds; the domain keeps epoch milliseconds. */
export const mapLogin = (dto: Shop['LoginResult']): Session => ({
  token: { token: dto.token, expiresAt: dto.expires * 1000 },
  customer: {
    id: dto.customer_id,
    addressId: dto.address_id ?? null,
    email: dto.email,
    firstName: dto.firstname ?? '',
    lastName: dto.lastname ?? '',
    ref: dto.user_identifier ?? '',
    company: dto.company ?? null,
    titleCode: dto.title ?? 0,
    isAdmin: dto.isAdmin ?? false,
    isCompany: dto.isCompany ?? false,
    excludeVat: dto.excludeVAT ?? false,
    vatNumber: dto.vat_number ?? null,
  },
});

/** The lookup carries no admin or VAT-exemption flags: those come with the login. */
export const mapCustomer = (dto: Shop['Customer']): Customer => ({
  id: dto.ID,
  addressId: dto.ADDRESS_ID ?? null,
  email: dto.EMAIL,
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  ref: dto.REF ?? '',
  company: dto.COMPANY ?? null,
  titleCode: dto.TITLE ?? 0,
  isAdmin: false,
  isCompany: isCompanyTitle(dto.TITLE ?? null),
  excludeVat: false,
  vatNumber: dto.VAT_NUMBER ?? null,
});
