import type { AddressPort } from '../../../ports/address-port';
import type { Address, AddressInput, County } from '../../../ports/model/customer';
import { addressProblems, POSTCODE_DIGITS, type AddressFields, type AddressRules } from '../../domain/address-form-rules';
import type { Problems } from '../../domain/customer-form-rules';
import type { CachedQuery } from '../../shared/cached-query';
import type { QueryFactory } from '../shop/query-factory';
import type { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

export const emptyAddressFields = (countryId: number): AddressFields => ({
  label: '',
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  streetNumber: '',
  extra: '',
  zipCode: '',
  city: '',
  countryId: String(countryId),
  stateId: '',
  phone: '',
});

export const addressFieldsOf = (address: Address): AddressFields => ({
  label: address.label,
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company ?? '',
  street: address.address1,
  streetNumber: address.address2 ?? '',
  extra: address.address3 ?? '',
  zipCode: address.zipCode,
  city: address.city,
  countryId: String(address.countryId),
  stateId: address.stateId === null ? '' : String(address.stateId),
  phone: address.phone ?? address.cellphone ?? '',
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What an address keeps that its form does not show. */
export type AddressExtras = Pick<Address, 'titleCode' | 'cellphone' | 'isDefault'>;

/** One address as the shopper types it: its fields, its country's counties and the rules of that country. */
export class AddressDraft {
  fields: AddressFields = emptyAddressFields(0);
  readonly counties: CachedQuery<County[]>;

  constructor(
    private readonly shop: ShopStore,
    port: AddressPort,
    factory: QueryFactory,
    /** Counties are read only while the form is shown. */
    isOpen: () => boolean,
  ) {
    this.counties = factory.create({
      identity: () => (!isOpen() || this.fields.countryId === '' ? null : `counties:${this.fields.countryId}`),
      scope: 'language',
      load: (ctx) => port.listCounties(Number(this.fields.countryId), ctx.locale),
    });
    observeStore<AddressDraft, 'shop'>(this, arguments, { shop: false, counties: false });
  }

  reset(fields: AddressFields): void {
    this.fields = fields;
  }

  /** A new country clears the county, which belongs to the old one. */
  set(field: keyof AddressFields, value: string): void {
    this.fields = { ...this.fields, [field]: value, ...(field === 'countryId' ? { stateId: '' } : {}) };
  }

  get countries() {
    return this.shop.countries;
  }

  get rules(): AddressRules {
    const countryId = Number(this.fields.countryId);
    const config = this.shop.localeConfig.value;
    const home = countryId === this.shop.homeCountryId;
    return {
      postcodeDigits: POSTCODE_DIGITS[countryId] ?? null,
      phonePattern: home ? (config?.phoneRegex ?? null) : null,
      phoneRequired: config?.isPhoneRequired ?? true,
      hasCounties: (this.counties.value?.length ?? 0) > 0,
    };
  }

  get problems(): Problems<AddressFields> {
    return addressProblems(this.fields, this.rules);
  }

  get isValid(): boolean {
    return Object.keys(this.problems).length === 0;
  }

  /** The address to save, trimmed, with what the form does not show. */
  toInput(extras: AddressExtras): AddressInput {
    const f = this.fields;
    return {
      label: f.label.trim(),
      firstName: f.firstName.trim(),
      lastName: f.lastName.trim(),
      company: orNull(f.company),
      address1: f.street.trim(),
      address2: orNull(f.streetNumber),
      address3: orNull(f.extra),
      city: f.city.trim(),
      zipCode: f.zipCode.trim(),
      countryId: Number(f.countryId),
      stateId: f.stateId === '' ? null : Number(f.stateId),
      phone: orNull(f.phone),
      ...extras,
    };
  }
}
