import type { AccountFeature } from '../../stores/account-feature';
import { useStores } from '../store-context';
import { useLazyFeature } from '../use-lazy-feature';

/** The customer screens' stores. */
export const useAccountFeature = (): AccountFeature => useLazyFeature(useStores().accountFeature);
