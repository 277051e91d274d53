import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Resolution } from '../catalog/url-resolution-store';
import { ErrorState } from '../../shared/components/error-state';
import { NotFoundView } from '../../shared/components/not-found-view';
import { useStores } from '../../shared/store-context';
import { ListingPageWithStores, ProductPageWithStores } from './catalog-screens';
import { ContentView, PleaseWait } from '../content/content-view';

function ResolvedScreen({ resolution }: { resolution: Resolution }) {
  switch (resolution.kind) {
    case 'product':
      return <ProductPageWithStores productId={resolution.productId} />;
    case 'pse':
      return <ProductPageWithStores pseId={resolution.pseId} />;
    case 'category':
      return <ListingPageWithStores source="category" categoryId={resolution.categoryId} title={resolution.title} />;
    case 'brand':
      return <ListingPageWithStores source="brand" brandId={resolution.brandId} title={resolution.title} />;
    case 'content-listing':
      return (
        <ListingPageWithStores
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

  if (resource.status === 'error') return <ErrorState cause={resource.error?.kind} onRetry={() => void resource.reload()} />;
  if (resource.value === undefined) return <PleaseWait />;
  return (
    <Suspense fallback={<PleaseWait />}>
      <ResolvedScreen key={pathname} resolution={resource.value} />
    </Suspense>
  );
});

export default ResolveUrlPage;
