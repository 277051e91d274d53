import { inject, injectable } from 'inversify';
import { ADDRESS_PORT, type AddressPort } from '../../../ports/address-port';
import type { Address } from '../../../ports/model/customer';
import type { AddressFields } from '../../domain/address-form-rules';
import type { Problems } from '../../domain/customer-form-rules';
import { AddressBookStore } from './address-book-store';
import { AddressDraft, addressFieldsOf, emptyAddressFields } from './address-draft';
import { QueryFactory } from '../shop/query-factory';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** The add and edit address form of /account: the draft, its rules and saving. */
@injectable()
export class AddressFormStore {
  /** null: closed; 'new': adding; a number: editing that address. */
  editing: 'new' | number | null = null;
  readonly draft: AddressDraft;
  submitted = false;
  saving = false;
  failed = false;
  private original: Address | null = null;

  constructor(
    @inject(ADDRESS_PORT) private readonly port: AddressPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(QueryFactory) factory: QueryFactory,
  ) {
    this.draft = new AddressDraft(shop, port, factory, () => this.editing !== null);
    observeStore<AddressFormStore, 'original'>(this, arguments, { draft: false, original: false });
  }

  /** Opens the form empty (in the shop's country) or with an address to edit. */
  open(address: Address | null): void {
    this.original = address;
    this.editing = address === null ? 'new' : address.id;
    this.draft.reset(address === null ? emptyAddressFields(this.shop.homeCountryId) : addressFieldsOf(address));
    this.submitted = false;
    this.failed = false;
  }

  close(): void {
    this.editing = null;
  }

  get problems(): Problems<AddressFields> {
    return this.submitted ? this.draft.problems : {};
  }

  /** Starts following the chosen country's counties. Returns the disposer. */
  start(): () => void {
    return this.draft.counties.watch();
  }

  async submit(): Promise<boolean> {
    this.submitted = true;
    const customerId = this.session.customerId;
    if (this.saving || customerId === null || !this.draft.isValid) return false;
    this.saving = true;
    this.failed = false;
    const input = this.draft.toInput({
      titleCode: this.original?.titleCode ?? 1,
      cellphone: this.original?.cellphone ?? null,
      isDefault: this.original?.isDefault ?? false,
    });
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
}
