import { ContainerModule } from 'inversify';
import { FAKE_PROVIDER } from '../../adapters/fake/fake-payment-desk';
import { FAKE_PROVIDER_STORE } from '../features/checkout/checkout-module';
import { FAKE_PROVIDER_DESK, FakeProviderStore, type FakeProviderDesk } from '../features/checkout/fake-provider-store';

/** The fake provider page's store over the fake payment desk: part of the fake family only. */
export const fakeProviderModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(FAKE_PROVIDER_DESK).toDynamicValue((context): FakeProviderDesk => context.get(FAKE_PROVIDER));
    bind(FakeProviderStore).toSelf();
    bind(FAKE_PROVIDER_STORE).toService(FakeProviderStore);
  });
