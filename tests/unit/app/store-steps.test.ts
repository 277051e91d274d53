import { describe, expect, it } from 'vitest';
import { storeSteps } from '../../../src/app/container';
import { RootStore } from '../../../src/stores/root-store';
import { givenAShop } from '../../support/build-root-store';

describe('the stores built in steps', () => {
  it('takes a step per store and ends with the container’s one root store', () => {
    const { container } = givenAShop({ unstarted: true });
    const steps = storeSteps(container);
    let step = steps.next();
    let count = 0;
    while (!step.done) {
      count += 1;
      step = steps.next();
    }
    expect(count).toBeGreaterThan(20);
    expect(step.value).toBe(container.get(RootStore));
  });
});
