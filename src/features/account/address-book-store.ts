import { inject, injectable } from 'inversify';
import { ADDRESS_PORT, type AddressPort } from '../../../ports/address-port';
import type { Address } from '../../../ports/model/customer';
import type { Result } from '../../../ports/model/result';
import type { CachedQuery } from '../../shared/cached-query';
import { QueryFactory } from '../shop/query-factory';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

/** What the address list tells the shopper after an action (section 8: add, update and delete failures). */
export type AddressNotice = 'saved' | 'deleted' | 'delete-failed' | 'default-failed';

/** The customer's addresses on /account: the list, delete with a confirmation, and the default address. */
@injectable()
export class AddressBookStore {
  readonly addresses: CachedQuery<Address[]>;
  notice: AddressNotice | null = null;
  /** The address waiting for the shopper to confirm its deletion. */
  confirmingDelete: number | null = null;
  busy = false;

  constructor(
    @inject(ADDRESS_PORT) private readonly port: AddressPort,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.addresses = factory.create({
      identity: () => (session.customerId === null ? null : `addresses:${session.customerId}`),
      scope: 'global',
      load: async () => session.checked(await port.listAddresses(session.customerId ?? 0)),
    });
    observeStore(this, arguments, { addresses: false });
  }

  /** The default address first, then by label. */
  get sorted(): Address[] {
    return [...(this.addresses.value ?? [])].sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label),
    );
  }

  byId(id: number): Address | undefined {
    return this.addresses.value?.find((address) => address.id === id);
  }

  start(): () => void {
    return this.addresses.watch();
  }

  askToDelete(id: number): void {
    this.confirmingDelete = id;
    this.notice = null;
  }

  cancelDelete(): void {
    this.confirmingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const id = this.confirmingDelete;
    const customerId = this.session.customerId;
    if (id === null || customerId === null) return;
    this.confirmingDelete = null;
    await this.change(() => this.port.deleteAddress(customerId, id), 'deleted', 'delete-failed');
  }

  async makeDefault(id: number): Promise<void> {
    await this.change(() => this.port.setDefaultAddress(id), null, 'default-failed');
  }

  /** After the address form saved: show it, and read the list again. */
  async saved(): Promise<void> {
    this.notice = 'saved';
    await this.addresses.refresh();
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private async change(call: () => Promise<Result<void>>, done: AddressNotice | null, failed: AddressNotice): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    const result = this.session.checked(await call());
    this.notice = result.ok ? done : failed;
    this.busy = false;
    if (result.ok) await this.addresses.refresh();
  }
}
