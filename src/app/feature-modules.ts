import { accountModule } from '../features/account/account-module';
import { cartModule } from '../features/cart/cart-module';
import { catalogModule } from '../features/catalog/catalog-module';
import { checkoutModule } from '../features/checkout/checkout-module';
import { consentModule } from '../features/consent/consent-module';
import { contentModule } from '../features/content/content-module';
import { homeModule } from '../features/home/home-module';
import { productModule } from '../features/product/product-module';
import { searchModule } from '../features/search/search-module';
import { sessionModule } from '../features/session/session-module';
import { shellModule } from '../features/shell/shell-module';
import { shopModule } from '../features/shop/shop-module';
import { sharedModule } from '../shared/shared-module';

/** Every feature of the shop, each registered by its module; the container and the root are derived from this list. */
export const FEATURE_MODULES = [
  sharedModule,
  sessionModule,
  shopModule,
  consentModule,
  contentModule,
  catalogModule,
  homeModule,
  cartModule,
  productModule,
  accountModule,
  checkoutModule,
  searchModule,
  shellModule,
] as const;
