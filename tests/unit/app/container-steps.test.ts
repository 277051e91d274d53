import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { containerSteps } from '../../../src/app/container';
import { ACCOUNT_FEATURE, LISTING_PAGE, REVIEW_BADGE_FEATURE } from '../../../src/app/page-factories';
import { RootStore } from '../../../src/app/root-store';
import { runSteps } from '../../support/build-root-store';

/** A module that binds one token and notes in `log` when it loads. */
const aModule = (name: string, log: string[]) =>
  new ContainerModule(({ bind }) => {
    log.push(name);
    bind(Symbol.for(`test.${name}`)).toConstantValue(name);
  });

describe('the container built in steps', () => {
  it('loads one module per step, then binds the stores and the lazy features in steps of their own', () => {
    const log: string[] = [];
    const container = runSteps(containerSteps(aModule('browser', log), aModule('adapters', log)), () => log.push('step'));

    expect(log.slice(0, 4)).toEqual(['browser', 'step', 'adapters', 'step']);
    expect(log.filter((entry) => entry === 'step').length).toBeGreaterThanOrEqual(5);
    for (const token of [
      Symbol.for('test.browser'),
      Symbol.for('test.adapters'),
      RootStore,
      LISTING_PAGE,
      ACCOUNT_FEATURE,
      REVIEW_BADGE_FEATURE,
    ]) {
      expect(container.isBound(token)).toBe(true);
    }
  });
});
