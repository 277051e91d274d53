import type { AccountScreensFeature } from './account-lazy-module';
import type { CustomerFeature } from './customer-lazy-module';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';

/** The customer screens' stores, the shared profile and address book included. */
export type AccountFeature = CustomerFeature & AccountScreensFeature;

/** The customer's profile and address book (all the checkout needs of the account). */
export const useCustomerFeature = (): CustomerFeature => useLazyFeature(useStores().customerFeature);

/** The customer screens' stores. */
export function useAccountFeature(): AccountFeature {
  const { customerFeature, accountFeature } = useStores();
  return { ...useLazyFeature(customerFeature), ...useLazyFeature(accountFeature) };
}
