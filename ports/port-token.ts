declare const portType: unique symbol;

/** A DI token that remembers the type it resolves to. */
export type PortToken<T> = symbol & { readonly [portType]?: T };

export const portToken = <T>(name: string): PortToken<T> => Symbol.for(`storefront.${name}`) as PortToken<T>;

/** An adapter with the token of the port it implements, ready for the container. */
export interface PortBinding<T = unknown> {
  readonly token: PortToken<T>;
  readonly adapter: T;
}

export const bindingOf = <T>(token: PortToken<T>, adapter: T): PortBinding<T> => ({ token, adapter });
