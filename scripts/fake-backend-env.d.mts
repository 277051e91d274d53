export interface FakeBackendUrls {
  shop: string;
  fast: string;
  search?: string;
  review: string;
}
export function fakeBackendUrls(ports: readonly number[]): FakeBackendUrls;
export function fakeBackendEnv(urls: FakeBackendUrls): Record<string, string>;
