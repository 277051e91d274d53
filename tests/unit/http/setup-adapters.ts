import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createHttpAdapters, type HttpAdapterOptions } from '../../../adapters/http/create-http-adapters';
import { StubFetch } from './stub-fetch';
import { PAYMENT_SETTINGS } from './payment-settings';

export const SHOP_ORIGIN = 'https://shop.example';
export const FAST_ORIGIN = 'https://fast.example';

/**
 * The http adapters over a recorded stub fetch; `loginToken` is stored under jwtToken as the session does,
 * and `options` adds settings such as the search proxy or the review badge service.
 */
export function setupAdapters(loginToken: string | null = null, options: Partial<HttpAdapterOptions> = {}) {
  const stub = new StubFetch();
  const storage = new InMemoryStorage();
  if (loginToken !== null) storage.set('jwtToken', JSON.stringify({ token: loginToken, expiresAt: 2_000_000 }));
  const ports = createHttpAdapters({
    payment: PAYMENT_SETTINGS,
    apiUrl: SHOP_ORIGIN,
    fastApiUrl: FAST_ORIGIN,
    shopToken: () => 'shop-token',
    storage,
    fetch: stub.fetch,
    now: () => 1_000_000,
    ...options,
  });
  return { stub, ports, storage };
}
