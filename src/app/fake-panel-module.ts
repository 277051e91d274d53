import { ContainerModule } from 'inversify';
import { FAKE_CONTROLS, type FakeControls } from '../features/fake-panel/fake-controls';

/** The control panel's reach into fake mode: part of the fake family only. */
export const fakePanelModule = (controls: FakeControls): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(FAKE_CONTROLS).toConstantValue(controls);
  });
