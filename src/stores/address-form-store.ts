import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ADDRESS_PORT, type AddressPort } from '../../ports/address-port';
import type { Address, AddressInput, County } from '../../ports/model/customer';
import { addressProblems, POSTCODE_DIGITS, type AddressFields, type AddressRules } from '../domain/address-form-rules';
import type { Problems } from '../domain/customer-form-rules';
import { AddressBookStore } from './address-book-store';
import type { CachedQuery } from './cached-query';
import { QueryFactory } from './query-factory';
import { SessionStore } from './session-store';
import { ShopStore } from './shop-store';

const empty = (countryId: number): AddressFields => ({
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

const fieldsOf = (address: Address): AddressFields => ({
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

/** The add and edit address form of /account: fields, the rules of the address's country, counties, saving. */
@injectable()
export class AddressFormStore {
  /** null: closed; 'new': adding; a number: editing that address. */
  editing: 'new' | number | null = null;
  fields: AddressFields = empty(0);
  submitted = false;
  saving = false;
  failed = false;
  readonly counties: CachedQuery<County[]>;
  private original: Address | null = null;

  constructor(
    @inject(ADDRESS_PORT) private readonly port: AddressPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(QueryFactory) factory: QueryFactory,
  ) {
    this.counties = factory.create({
      identity: () => (this.editing === null || this.fields.countryId === '' ? null : `counties:${this.fields.countryId}`),
      scope: 'language',
      load: (ctx) => port.listCounties(Number(this.fields.countryId), ctx.locale),
    });
    makeAutoObservable<AddressFormStore, 'port' | 'shop' | 'session' | 'book' | 'original'>(
      this,
      { port: false, shop: false, session: false, book: false, counties: false, original: false },
      { autoBind: true },
    );
  }

  /** Opens the form empty (in the shop's country) or with an address to edit. */
  open(address: Address | null): void {
    this.original = address;
    this.editing = address === null ? 'new' : address.id;
    this.fields = address === null ? empty(this.shop.homeCountryId) : fieldsOf(address);
    this.submitted = false;
    this.failed = false;
  }

  close(): void {
    this.editing = null;
  }

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
    return this.submitted ? addressProblems(this.fields, this.rules) : {};
  }

  /** Starts following the chosen country's counties. Returns the disposer. */
  start(): () => void {
    return this.counties.watch();
  }

  async submit(): Promise<boolean> {
    this.submitted = true;
    const customerId = this.session.customerId;
    if (this.saving || customerId === null) return false;
    if (Object.keys(addressProblems(this.fields, this.rules)).length > 0) return false;
    this.saving = true;
    this.failed = false;
    const input = this.input();
    const result = this.session.checked(
      this.original === null
        ? await this.port.addAddress(customerId, input)
        : await this.port.updateAddress(customerId, { ...input, id: this.original.id }),
    );
    this.finishSave(result.ok);
    if (result.ok) await this.book.saved();
    return result.ok;
  }

  private finishSave(saved: boolean): void {
    this.saving = false;
    this.failed = !saved;
    if (saved) this.editing = null;
  }

  private input(): AddressInput {
    const f = this.fields;
    return {
      label: f.label.trim(),
      titleCode: this.original?.titleCode ?? 1,
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
      cellphone: this.original?.cellphone ?? null,
      isDefault: this.original?.isDefault ?? false,
    };
  }
}
