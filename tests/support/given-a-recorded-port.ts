import type { FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { bindingOf, type PortToken } from '../../ports/port-token';
import { aFakeFamily, givenAShop, type ShopOptions, type TestWorld } from './build-root-store';
import { recordingPort, type RecordingPort } from './recording-port';

/**
 * A started shop over the fakes in which one port is recorded (and some of its methods replaced):
 * `givenARecordedPort(CATALOG_PORT, (fakes) => fakes.catalog, { listBrands: async () => ok([]) })`.
 */
export function givenARecordedPort<T extends object>(
  token: PortToken<T>,
  real: (fakes: FakeAdapters) => T,
  overrides: Partial<T> = {},
  options: ShopOptions = {},
): TestWorld & { recorded: RecordingPort<T> } {
  // Fakes passed in come with their own clock and knobs; otherwise a fresh family.
  const family = options.fakes
    ? { clock: options.clock, knobs: options.knobs, fakes: options.fakes }
    : aFakeFamily(options.clock);
  const recorded = recordingPort<T>(real(family.fakes), overrides);
  const ports = [...(options.ports ?? []), bindingOf(token, recorded.port)];
  return { ...givenAShop({ ...options, ...family, ports }), recorded };
}
