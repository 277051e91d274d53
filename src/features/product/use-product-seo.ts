import { defineMessage, useIntl } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import { chooseImage } from '../../domain/image-choice';
import type { ProductStore } from './product-store';
import type { Crumb } from '../../shared/components/breadcrumbs';
import { breadcrumbJsonLd, productJsonLd } from '../../shared/seo/json-ld';
import { useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';

const seoDescription = defineMessage<{ title: string; brand: string; ref: string }>({
  id: 'catalog.seo.productDescription',
  defaultMessage: '{title} by {brand} (REF {ref}): prices, variants, stock and delivery time.',
});

/** Title, description, canonical URL and the Product and BreadcrumbList JSON-LD of a product page. */
export function useProductSeo(store: ProductStore, product: Product, crumbs: Crumb[]): void {
  const intl = useIntl();
  const { shop } = useStores();
  const url = shop.absoluteUrl(`/product/${product.id}`);
  useSeo({
    title: product.title,
    description: intl.formatMessage(seoDescription, { title: product.title, brand: product.brandName, ref: product.ref }),
    path: `/product/${product.id}`,
    jsonLd: [
      productJsonLd({
        product,
        url,
        imageUrl: chooseImage(product.images)?.url ?? null,
        price: store.isPriceRequest ? null : (store.shownPrice?.amount ?? null),
        currencyCode: shop.currency.code,
        availability: store.stock > 0 ? 'InStock' : 'OutOfStock',
      }),
      breadcrumbJsonLd(crumbs.map((crumb) => ({ label: crumb.label, url: crumb.to ? shop.absoluteUrl(crumb.to) : url }))),
    ],
  });
}
