import type { AccountFeature } from './account-lazy-module';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';

/** The customer screens' stores. */
export const useAccountFeature = (): AccountFeature => useLazyFeature(useStores().accountFeature);
