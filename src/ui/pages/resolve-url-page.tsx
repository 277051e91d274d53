import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Resolution } from '../../stores/url-resolution-store';
import { ErrorState } from '../components/error-state';
import { NotFoundView } from '../components/not-found-view';
import { useStores } from '../store-context';
import { ContentView, PleaseWait } from './content-view';

const ListingPage = lazy(() => import('./listing-page'));
const ProductPage = lazy(() => import('./product-page'));

function ResolvedScreen({ resolution }: { resolution: Resolution }) {
  const { listingPage, productPage } = useStores();
  // The screen's stores download together with its code.
  if (resolution.kind === 'product' || resolution.kind === 'pse') productPage.preload();
  if (resolution.kind === 'category' || resolution.kind === 'brand' || resolution.kind === 'content-listing')
    listingPage.preload();
  switch (resolution.kind) {
    case 'product':
      return <ProductPage productId={resolution.productId} />;
    case 'pse':
      return <ProductPage pseId={resolution.pseId} />;
    case 'category':
      return <ListingPage source="category" categoryId={resolution.categoryId} title={resolution.title} />;
    case 'brand':
      return <ListingPage source="brand" brandId={resolution.brandId} title={resolution.title} />;
    case 'content-listing':
      return (
        <ListingPage
          source="content-filter"
          categoryId={resolution.categoryId}
          brandId={resolution.brandId}
          title={resolution.content.title}
        />
      );
    case 'content':
      return <ContentView content={resolution.content} />;
    case 'not-found':
      return <NotFoundView reason={resolution.reason} />;
  }
}

/** Any other path: resolved through URL rewriting to a product, variant, category, brand or content (section 2.2). */
const ResolveUrlPage = observer(function ResolveUrlPage() {
  const { pathname } = useLocation();
  const { urlResolution } = useStores();
  const resource = urlResolution.resolve(pathname);

  useEffect(() => {
    void resource.ensure();
  }, [resource]);

  if (resource.status === 'error') return <ErrorState onRetry={() => void resource.reload()} />;
  if (resource.value === undefined) return <PleaseWait />;
  return (
    <Suspense fallback={<PleaseWait />}>
      <ResolvedScreen key={pathname} resolution={resource.value} />
    </Suspense>
  );
});

export default ResolveUrlPage;
