import type { FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { ok } from '../../ports/model/result';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import { bindingOf, type PortBinding } from '../../ports/port-token';
import { STORE_PORT, type StorePort } from '../../ports/store-port';
import { aFakeFamily, givenAShop, type ShopOptions, type TestWorld } from './build-root-store';
import { recordingPort, type RecordingPort } from './recording-port';

/** What a test changes in the store port's answers; everything else comes from the seed. */
export interface StoreData {
  /** Locale-config fields to replace; a function sees the seeded config (to keep its flags, say). */
  locale?: Partial<LocaleConfig> | ((seeded: LocaleConfig) => Partial<LocaleConfig>);
  /** Store-info fields to replace. */
  info?: Partial<StoreInfo>;
  /** System-configuration variables to answer (null: unset). */
  system?: Record<string, string | null>;
}

/** The fake store port answering with the given locale config and store info; every call is recorded. */
export function storeAnswering(fake: StorePort, data: StoreData): RecordingPort<StorePort> {
  const { locale, info, system } = data;
  return recordingPort<StorePort>(fake, {
    ...(locale === undefined
      ? {}
      : {
          getLocaleConfig: async (satellite: string, code: string) => {
            const seeded = await fake.getLocaleConfig(satellite, code);
            if (!seeded.ok) return seeded;
            return ok({ ...seeded.value, ...(typeof locale === 'function' ? locale(seeded.value) : locale) });
          },
        }),
    ...(info === undefined
      ? {}
      : {
          getStoreInfo: async (satellite: string, code: string) => {
            const seeded = await fake.getStoreInfo(satellite, code);
            return seeded.ok ? ok({ ...seeded.value, ...info }) : seeded;
          },
        }),
    ...(system === undefined
      ? {}
      : {
          getSystemConfig: async (name: string) => (name in system ? ok(system[name] ?? null) : fake.getSystemConfig(name)),
        }),
  });
}

/** The store-port binding for `givenAShop({ ...family, ports: [storeBinding(family.fakes, data)] })`. */
export const storeBinding = (fakes: FakeAdapters, data: StoreData): PortBinding<StorePort> =>
  bindingOf(STORE_PORT, storeAnswering(fakes.store, data).port);

/** A started shop whose store port answers with these changes to the seeded store data. */
export function givenAShopWithStoreData(data: StoreData, options: ShopOptions = {}): TestWorld {
  const family = aFakeFamily(options.clock);
  return givenAShop({ ...options, ...family, ports: [storeBinding(family.fakes, data), ...(options.ports ?? [])] });
}
