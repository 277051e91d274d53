import type { FakeWorld } from '../fake-world';
import type { ProviderStates } from '../provider-states';
import { cartStates } from './cart-states';
import { catalogStates } from './catalog-states';
import { checkoutStates } from './checkout-states';
import { customerStates } from './customer-states';
import { orderStates } from './order-states';

/**
 * The shop API's provider states (contracts/README.md, "Provider states"): each puts the data it
 * names in place in the backend's own data set and books, by area.
 */
export const shopApiStates = (world: FakeWorld): ProviderStates => ({
  ...catalogStates(world),
  ...cartStates(world),
  ...checkoutStates(world),
  ...customerStates(world),
  ...orderStates(world),
});
