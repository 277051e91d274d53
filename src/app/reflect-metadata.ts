/**
 * The calls of the metadata API the container makes (its own keys, on the classes it builds), in
 * place of the proposal's polyfill that inversify imports: the same calls, a fraction of the first
 * load. A full polyfill loaded earlier (as in the tests) is kept.
 */
type Key = string | symbol | undefined;

const registry = new WeakMap<object, Map<Key, Map<unknown, unknown>>>();

function entries(target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined {
  let properties = registry.get(target);
  if (!properties && create) registry.set(target, (properties = new Map()));
  let values = properties?.get(property);
  if (!values && properties && create) properties.set(property, (values = new Map()));
  return values;
}

export const metadata = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: Key): void {
    entries(target, property, true)?.set(key, value);
  },
  hasOwnMetadata(key: unknown, target: object, property?: Key): boolean {
    return entries(target, property, false)?.has(key) ?? false;
  },
  getOwnMetadata(key: unknown, target: object, property?: Key): unknown {
    return entries(target, property, false)?.get(key);
  },
  getMetadata(key: unknown, target: object, property?: Key): unknown {
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null) {
      if (metadata.hasOwnMetadata(key, at, property)) return metadata.getOwnMetadata(key, at, property);
    }
    return undefined;
  },
};

if (!('defineMetadata' in Reflect)) Object.assign(Reflect, metadata);
