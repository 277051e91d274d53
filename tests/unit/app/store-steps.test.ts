import type { Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { storeSteps } from '../../../src/app/container';
import { ChatStore } from '../../../src/features/consent/chat-store';
import { ServerErrorStore } from '../../../src/features/shell/server-error-store';
import { QueryCache } from '../../../src/shared/query-cache';
import { ROOT_STORE, type RootStore } from '../../../src/app/root-store';
import { aShopContainer, runSteps } from '../../support/build-root-store';

describe('the stores built in steps', () => {
  it('builds them one step at a time, the first store by the first step, and ends with the one root store', () => {
    const { container } = aShopContainer();
    let step = 1;
    const builtAt = new Map<Newable<object>, number>();
    const watched: Newable<object>[] = [QueryCache, ChatStore, ServerErrorStore];
    for (const store of watched) {
      container.onActivation(store, (_context, instance) => {
        builtAt.set(store, step);
        return instance;
      });
    }

    const root = runSteps(storeSteps(container), (done) => (step = done + 1));

    expect(root.serverError).toBe(container.get<RootStore>(ROOT_STORE).serverError);
    const steps = watched.map((store) => builtAt.get(store) ?? 0);
    expect(steps[0]).toBe(1);
    // Strictly later, store after store: each at its own step.
    expect(steps).toEqual([...new Set(steps)].sort((a, b) => a - b));
    expect(steps.at(-1)).toBeGreaterThan(20);
  });
});
