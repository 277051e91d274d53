import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { containerSteps } from '../../../src/app/container';
import { ROOT_STORE } from '../../../src/app/root-store';
import { lazyPartToken } from '../../../src/shared/feature-module';
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
      ROOT_STORE,
      lazyPartToken('listingPage'),
      lazyPartToken('customerFeature'),
      lazyPartToken('accountFeature'),
      lazyPartToken('reviewBadge'),
    ]) {
      expect(container.isBound(token)).toBe(true);
    }
  });
});
