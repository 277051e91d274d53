import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { createFakeAdapters, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { bindingOf, type PortToken } from '../../ports/port-token';
import { givenAShop, type ShopOptions, type TestWorld } from './build-root-store';
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
  const clock = options.clock ?? new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const knobs = options.knobs ?? new FakeKnobs();
  const fakes = options.fakes ?? createFakeAdapters({ clock, knobs });
  const recorded = recordingPort<T>(real(fakes), overrides);
  const ports = [...(options.ports ?? []), bindingOf(token, recorded.port)];
  return { ...givenAShop({ ...options, clock, knobs, fakes, ports }), recorded };
}
