import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import type { StorageKey } from '../../../ports/storage-port';
import { aFakeFamily, givenAShop, type TestWorld } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { givenARecordedPort } from '../../support/given-a-recorded-port';
import type { RecordingPort } from '../../support/recording-port';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const anna = DEMO_ACCOUNTS.private;
type Stored = Partial<Record<StorageKey, string>>;
type Tab = TestWorld & { recorded: RecordingPort<CustomerPort> };

function givenAShopWith(stored: (now: number) => Stored) {
  const family = aFakeFamily();
  return givenAShop({ ...family, storage: new InMemoryStorage(stored(family.clock.now())) });
}

const express = (value: unknown): Stored => ({
  user_express: 'true',
  user_express_data: typeof value === 'string' ? value : JSON.stringify(value),
});
const expressKeys = (storage: InMemoryStorage) => [storage.get('user_express'), storage.get('user_express_data')];

describe('express-checkout data (sections 3 and 4)', () => {
  it('is kept while it lives and dropped at its expiry on the clock', () => {
    const shop = givenAShopWith((now) => ({
      ...express({ email: 'guest@example.com', expiresAt: now + 10 * MINUTE }),
      cart_id: '7',
    }));
    expect(shop.root.session.expressData).toEqual({ email: 'guest@example.com', expiresAt: shop.clock.now() + 10 * MINUTE });

    shop.clock.advanceBy(10 * MINUTE - 1);
    expect(shop.storage.get('user_express_data')).not.toBeNull();
    shop.clock.advanceBy(1);
    expect(shop.root.session.expressData).toBeNull();
    expect(expressKeys(shop.storage)).toEqual([null, null]);
    expect(shop.storage.get('cart_id')).toBe('7');
    expect(shop.logger.warnings).toEqual([]);
  });

  it('saved now, it lives 30 minutes', () => {
    const shop = givenAShopWith(() => ({}));
    shop.root.session.saveExpressData({ email: 'guest@example.com' });
    expect(JSON.parse(shop.storage.get('user_express_data') ?? 'null')).toEqual({
      email: 'guest@example.com',
      expiresAt: shop.clock.now() + 30 * MINUTE,
    });

    shop.clock.advanceBy(30 * MINUTE - 1);
    expect(shop.root.session.expressData).not.toBeNull();
    shop.clock.advanceBy(1);
    expect(shop.root.session.expressData).toBeNull();
    expect(expressKeys(shop.storage)).toEqual([null, null]);
  });

  it.each<[string, (now: number) => Stored, string[]]>([
    ['data that is not JSON', () => express('{email'), ['Stored express-checkout data rejected (unreadable)']],
    ['a JSON array', () => express('[1,2]'), ['Stored express-checkout data rejected (unreadable)']],
    [
      'data without its expiry',
      () => express({ email: 'guest@example.com' }),
      ['Stored express-checkout data rejected (no-expiry)'],
    ],
    ['expired data', (now) => express({ expiresAt: now - 1 }), ['Stored express-checkout data rejected (expired)']],
    [
      'data expiring beyond 30 minutes',
      (now) => express({ expiresAt: now + HOUR }),
      ['Stored express-checkout data rejected (expiry-too-far)'],
    ],
    ['5000 characters of junk', () => express('x'.repeat(5000)), ['Stored express-checkout data rejected (unreadable)']],
    ['a flag without data', () => ({ user_express: 'true' }), []],
  ])('drops %s from storage', (_label, stored, warnings) => {
    const shop = givenAShopWith((now) => ({ ...stored(now), cart_id: '7' }));
    expect(shop.root.session.expressData).toBeNull();
    expect(expressKeys(shop.storage)).toEqual([null, null]);
    expect(shop.storage.get('cart_id')).toBe('7');
    expect(shop.logger.warnings).toEqual(warnings);
  });
});

describe('saving a new token removes express-checkout data (section 4)', () => {
  it.each<[string, (tab: Tab) => Promise<void>]>([
    [
      'at login',
      async (tab) => {
        await tab.root.session.logIn(anna.email, anna.password);
      },
    ],
    [
      'at the background refresh',
      async (tab) => {
        await tab.root.session.logIn(anna.email, anna.password);
        tab.clock.advanceBy(4 * HOUR - 10 * MINUTE);
        tab.root.session.saveExpressData({ email: 'guest@example.com' });
        tab.clock.advanceBy(10 * MINUTE);
        await settle();
        expect(tab.recorded.count('refreshToken')).toBe(1);
      },
    ],
  ])('%s', async (_label, saveANewToken) => {
    const storage = new InMemoryStorage();
    const tab = givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers, {}, { storage });
    tab.root.session.saveExpressData({ email: 'guest@example.com' });
    expect(tab.root.session.expressData).not.toBeNull();

    await saveANewToken(tab);
    expect(tab.root.session.expressData).toBeNull();
    expect(expressKeys(storage)).toEqual([null, null]);
  });
});
