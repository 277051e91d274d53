import type { Page } from '@playwright/test';
import type { FakePanelApi } from '../../src/app/fake-panel-opener';
import type { PersonaId } from '../../src/features/fake-panel/fake-controls';
import type { ClockStep } from '../../src/features/fake-panel/panel-store';

/** The fake-mode control panel's store, reached as the console reaches it (window.__fakePanel, README: fake mode). */
const panelOf = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => '__fakePanel' in window);
};
type PanelWindow = Window & { __fakePanel: FakePanelApi };

/** Makes a port method fail on every call (every = 1) or on every n-th, until healed; kept across reloads. */
export async function failCalls(page: Page, name: string, every = 1): Promise<void> {
  await panelOf(page);
  await page.evaluate(
    async ([method, n]) => (await (window as unknown as PanelWindow).__fakePanel.store()).failMethod(method, n),
    [name, every] as const,
  );
}

export async function healCalls(page: Page, name: string): Promise<void> {
  await panelOf(page);
  await page.evaluate(async (method) => (await (window as unknown as PanelWindow).__fakePanel.store()).heal(method), name);
}

export async function setLatency(page: Page, ms: number): Promise<void> {
  await panelOf(page);
  await page.evaluate(async (value) => (await (window as unknown as PanelWindow).__fakePanel.store()).setLatency(value), ms);
}

export async function advanceClock(page: Page, step: ClockStep): Promise<void> {
  await panelOf(page);
  await page.evaluate(async (value) => (await (window as unknown as PanelWindow).__fakePanel.store()).advanceClock(value), step);
}

export async function becomePersona(page: Page, persona: PersonaId): Promise<void> {
  await panelOf(page);
  await page.evaluate(
    async (value) => (await (window as unknown as PanelWindow).__fakePanel.store()).choosePersona(value),
    persona,
  );
}

/** How often a port method was called since the page loaded (the knobs count every call). */
export const callsTo = (page: Page, name: string): Promise<number> =>
  page.evaluate(
    (method) => (window as unknown as { __fakeKnobs: { callsTo(name: string): number } }).__fakeKnobs.callsTo(method),
    name,
  );
