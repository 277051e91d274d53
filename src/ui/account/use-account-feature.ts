import { use } from 'react';
import type { AccountFeature } from '../../stores/account-feature';
import { useStores } from '../store-context';

/** The customer screens' stores; suspends (showing the page skeleton) while their code downloads. */
export function useAccountFeature(): AccountFeature {
  const { accountFeature } = useStores();
  return accountFeature.value ?? use(accountFeature.load());
}
