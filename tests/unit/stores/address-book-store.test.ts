import { describe, expect, it } from 'vitest';
import { ADDRESS_PORT } from '../../../ports/address-port';
import { settle } from '../../support/given-a-cart-shop';
import { givenALoggedInCustomer } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** Anna's two seeded addresses: 'Acasă' (the default) and 'Birou'. */
const HOME = 7001;
const OFFICE = 7002;

/** Anna on /account with her address list read, and the address port recorded. */
async function givenAnnasAddressBook() {
  const world = await givenALoggedInCustomer(
    'private',
    givenARecordedPort(ADDRESS_PORT, (fakes) => fakes.addresses),
  );
  world.addresses.start();
  await settle();
  return world;
}

const ids = (world: Awaited<ReturnType<typeof givenAnnasAddressBook>>) => world.addresses.sorted.map((a) => a.id);

describe("the customer's address book on /account", () => {
  it("reads the logged-in customer's addresses, the default first", async () => {
    const world = await givenAnnasAddressBook();
    expect(world.recorded.callsTo('listAddresses')).toEqual([[world.customerId]]);
    expect(ids(world)).toEqual([HOME, OFFICE]);
    expect(world.addresses.byId(OFFICE)?.label).toBe('Birou');
  });

  it('the default address comes first even when its label sorts later; the list is read again after the change', async () => {
    const world = await givenAnnasAddressBook();
    await world.addresses.makeDefault(OFFICE);

    expect(world.recorded.callsTo('setDefaultAddress')).toEqual([[OFFICE]]);
    expect(world.recorded.count('listAddresses')).toBe(2);
    expect(ids(world)).toEqual([OFFICE, HOME]);
    expect(world.addresses.notice).toBeNull();
  });

  it("a failed default change says 'default-failed' and keeps the list", async () => {
    const world = await givenAnnasAddressBook();
    world.knobs.fail('AddressPort.setDefaultAddress');
    await world.addresses.makeDefault(OFFICE);
    expect(world.addresses.notice).toBe('default-failed');
    expect(ids(world)).toEqual([HOME, OFFICE]);
    expect(world.recorded.count('listAddresses')).toBe(1);
  });

  it('asks before deleting; keeping the address deletes nothing', async () => {
    const world = await givenAnnasAddressBook();
    world.addresses.askToDelete(OFFICE);
    expect(world.addresses.confirmingDelete).toBe(OFFICE);

    world.addresses.cancelDelete();
    expect(world.addresses.confirmingDelete).toBeNull();
    await world.addresses.confirmDelete();
    expect(world.recorded.count('deleteAddress')).toBe(0);
    expect(ids(world)).toEqual([HOME, OFFICE]);
  });

  it("deletes the confirmed address, says 'deleted' and reads the list again", async () => {
    const world = await givenAnnasAddressBook();
    world.addresses.askToDelete(OFFICE);
    await world.addresses.confirmDelete();

    expect(world.recorded.callsTo('deleteAddress')).toEqual([[world.customerId, OFFICE]]);
    expect(world.addresses.confirmingDelete).toBeNull();
    expect(world.addresses.notice).toBe('deleted');
    expect(ids(world)).toEqual([HOME]);
  });

  it("a failed delete says 'delete-failed' and the address stays", async () => {
    const world = await givenAnnasAddressBook();
    world.knobs.fail('AddressPort.deleteAddress');
    world.addresses.askToDelete(OFFICE);
    await world.addresses.confirmDelete();
    expect(world.addresses.notice).toBe('delete-failed');
    expect(ids(world)).toEqual([HOME, OFFICE]);
  });

  it("the shop refuses to delete the default address: 'delete-failed'", async () => {
    const world = await givenAnnasAddressBook();
    world.addresses.askToDelete(HOME);
    await world.addresses.confirmDelete();
    expect(world.addresses.notice).toBe('delete-failed');
    expect(ids(world)).toEqual([HOME, OFFICE]);
  });

  it('asking to delete clears the last notice; it can also be dismissed', async () => {
    const world = await givenAnnasAddressBook();
    world.knobs.failNext('AddressPort.deleteAddress');
    world.addresses.askToDelete(OFFICE);
    await world.addresses.confirmDelete();
    expect(world.addresses.notice).toBe('delete-failed');

    world.addresses.askToDelete(OFFICE);
    expect(world.addresses.notice).toBeNull();
    await world.addresses.confirmDelete();
    expect(world.addresses.notice).toBe('deleted');
    world.addresses.dismissNotice();
    expect(world.addresses.notice).toBeNull();
  });

  it("after the form saved: 'saved', and the list is read again", async () => {
    const world = await givenAnnasAddressBook();
    await world.addresses.saved();
    expect(world.addresses.notice).toBe('saved');
    expect(world.recorded.count('listAddresses')).toBe(2);
  });
});
