import type { CartPort } from './cart-port';
import type { CatalogPort } from './catalog-port';
import type { CheckoutPort } from './checkout-port';
import type { ContentPort } from './content-port';
import type { CustomerPort } from './customer-port';
import type { NewsletterPort } from './newsletter-port';
import type { OrderPort } from './order-port';
import type { PaymentPort } from './payment-port';
import type { ProductPort } from './product-port';
import type { SearchPort } from './search-port';
import type { StorePort } from './store-port';
import type { UrlResolverPort } from './url-resolver-port';

/** The backend-facing ports one adapter family (fake or http) provides. */
export interface BackendPorts {
  catalog: CatalogPort;
  products: ProductPort;
  content: ContentPort;
  store: StorePort;
  urlResolver: UrlResolverPort;
  cart: CartPort;
  checkout: CheckoutPort;
  payment: PaymentPort;
  orders: OrderPort;
  customers: CustomerPort;
  newsletter: NewsletterPort;
  search: SearchPort;
}
