declare const portType: unique symbol;

/** A DI token that remembers the type it resolves to. */
export type PortToken<T> = symbol & { readonly [portType]?: T };

export const portToken = <T>(name: string): PortToken<T> => Symbol.for(`storefront.${name}`) as PortToken<T>;
