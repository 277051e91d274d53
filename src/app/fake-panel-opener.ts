import type { Container } from 'inversify';
import type { PanelStore } from '../features/fake-panel/panel-store';
import { FAKE_CONTROLS, type FakeControls } from '../features/fake-panel/fake-controls';

/** Alt+Shift+K: a shortcut no browser takes. */
const isShortcut = (event: KeyboardEvent): boolean =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyK';

/** What tests and the console reach: the panel's store, loaded (and its view mounted) on first use. */
export interface FakePanelApi {
  store(): Promise<PanelStore>;
}

/**
 * The fake-mode control panel's code downloads when it is first opened: by Alt+Shift+K, by ?panel
 * in the URL, because it was open before the reload, or through window.__fakePanel.
 */
export function installFakePanel(container: Container): void {
  const controls = container.get<FakeControls>(FAKE_CONTROLS);
  let loading: Promise<PanelStore> | null = null;
  const store = (): Promise<PanelStore> => {
    loading ??= import('./fake-panel-mount').then(({ mountFakePanel }) => mountFakePanel(container));
    loading.catch(() => (loading = null));
    return loading;
  };
  window.addEventListener('keydown', (event) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    void store().then((panel) => panel.toggle());
  });
  (window as Window & { __fakePanel?: FakePanelApi }).__fakePanel = { store };
  if (new URLSearchParams(window.location.search).has('panel')) controls.keepOpen(true);
  if (controls.isOpen()) void store();
}
