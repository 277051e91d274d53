import type { Newable } from 'inversify';
import { portToken, type PortToken } from '../../ports/port-token';
import type { LazyFeature } from './lazy-feature';

/** Stores by the name the views reach them by. */
export type StoreList = Readonly<Record<string, Newable<object>>>;

/** One instance of each store of a list. */
export type Instances<S extends StoreList> = { readonly [K in keyof S]: InstanceType<S[K]> };

/** A fresh instance of each store of a list, for each screen that opens. */
export type Fresh<S extends StoreList> = { readonly [K in keyof S]: () => InstanceType<S[K]> };

/** What the code of a lazy part brings when it downloads. */
export interface LazyModule<S extends StoreList = StoreList, P extends StoreList = Record<never, never>> {
  /** Built once, when the part arrives. */
  readonly stores: S;
  /** Built afresh for each screen that opens (a listing, a product, a search). */
  readonly screens?: P;
  /** Background work that starts when the part arrives. */
  start?(stores: Instances<S>): void;
}

/** Stores whose code downloads on first use, with the lazy parts (by name) that must load first. */
export interface LazyPart<M extends LazyModule<StoreList, StoreList> = LazyModule<StoreList, StoreList>> {
  readonly load: () => Promise<M>;
  readonly after?: readonly string[];
}

/** A feature's one registration point: the container, the root and the lazy loading are derived from it. */
export interface FeatureModule {
  /** Built at start-up, one each for the app; views reach them by these names. */
  readonly stores?: StoreList;
  /** Built at start-up for other stores, out of the views' reach. */
  readonly services?: readonly Newable<object>[];
  /** Parts whose code downloads on first use; views reach each by its name. */
  readonly lazy?: Readonly<Record<string, LazyPart>>;
}

/** What a lazy part gives its screens once loaded. */
export type LazyValue<L> =
  L extends LazyPart<infer M>
    ? (M extends { stores: infer S extends StoreList } ? Instances<S> : unknown) &
        (M extends { screens: infer P extends StoreList } ? Fresh<P> : unknown)
    : never;

type RootOfModule<M> = M extends unknown
  ? (M extends { stores: infer S extends StoreList } ? Instances<S> : unknown) &
      (M extends { lazy: infer L } ? { readonly [K in keyof L]: LazyFeature<LazyValue<L[K]>> } : unknown)
  : never;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** What the views reach: every module's stores and lazy parts, by name. */
export type RootOf<Modules extends readonly FeatureModule[]> = Intersection<RootOfModule<Modules[number]>>;

/** The token a store injects a lazy part by (the container binds each part under its name). */
export const lazyPartToken = <T>(name: string): PortToken<LazyFeature<T>> => portToken<LazyFeature<T>>(`lazy.${name}`);
