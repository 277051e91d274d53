import { Container, inject, injectable } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metadata } from '../../../src/app/reflect-metadata';

class Base {}
class Derived extends Base {}

const names = Object.keys(metadata) as (keyof typeof metadata)[];
const polyfill = Object.fromEntries(names.map((name) => [name, Reflect[name as keyof typeof Reflect]]));

afterEach(() => {
  Object.assign(Reflect, polyfill);
  vi.resetModules();
});

describe("the container's metadata calls (in place of the polyfill inversify imports)", () => {
  it('keep a value per target, property and key', () => {
    const target = class {};
    metadata.defineMetadata('key', 1, target);
    metadata.defineMetadata('key', 2, target, 'method');
    metadata.defineMetadata('other', 3, target);

    expect(metadata.getOwnMetadata('key', target)).toBe(1);
    expect(metadata.getOwnMetadata('key', target, 'method')).toBe(2);
    expect(metadata.getOwnMetadata('other', target)).toBe(3);
    expect(metadata.getOwnMetadata('key', class {})).toBeUndefined();
    expect(metadata.hasOwnMetadata('missing', target)).toBe(false);
  });

  it("read a parent class's values through the inherited call only", () => {
    metadata.defineMetadata('inherited', 'base', Base);

    expect(metadata.getOwnMetadata('inherited', Derived)).toBeUndefined();
    expect(metadata.getMetadata('inherited', Derived)).toBe('base');
    expect(metadata.getMetadata('nowhere', Derived)).toBeUndefined();
  });

  it('install themselves where no polyfill is, and leave one that is', async () => {
    for (const name of names) Reflect.deleteProperty(Reflect, name);
    const installed = await import('../../../src/app/reflect-metadata');
    expect(Reflect).toMatchObject(installed.metadata);

    Object.assign(Reflect, polyfill);
    vi.resetModules();
    await import('../../../src/app/reflect-metadata');
    expect(Reflect).toMatchObject(polyfill);
  });

  it('are enough for the container to build a class with its injected parameters', () => {
    Object.assign(Reflect, metadata);
    const GREETING = Symbol.for('test.greeting');
    @injectable()
    class Greeter {
      constructor(@inject(GREETING) readonly greeting: string) {}
    }
    const container = new Container();
    container.bind(GREETING).toConstantValue('salut');
    container.bind(Greeter).toSelf();

    expect(container.get(Greeter).greeting).toBe('salut');
    expect(metadata.getOwnMetadata('@inversifyjs/core/classIsInjectableFlagReflectKey', Greeter)).toBe(true);
  });
});
