import { defineMessage, useIntl } from 'react-intl';
import type { ListingStore } from './listing-store';
import type { Crumb } from '../../shared/components/breadcrumbs';
import { breadcrumbJsonLd } from '../../shared/seo/json-ld';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';

const descriptionMessage = defineMessage<{ title: string; count: number; site: string }>({
  id: 'catalog.seo.listingDescription',
  defaultMessage: '{title} at {site}: {count, plural, one {# product} other {# products}} with prices, stock and delivery times.',
});

/** Title, description, canonical page and breadcrumbs of a listing; filtered and empty listings are not indexed. */
export function useListingSeo(store: ListingStore, title: string | null, crumbs: Crumb[]): void {
  const intl = useIntl();
  const { shop } = useStores();
  const siteName = shop.localeConfig.value?.siteName ?? '';
  useSeo(
    store.notFoundReason !== null || title === null
      ? null
      : {
          title,
          description: intl.formatMessage(descriptionMessage, { title, count: store.total, site: siteName }),
          canonicalQuery: store.params.pages > 1 ? { page: String(store.params.pages) } : {},
          robots: store.isFiltered || store.isEmpty ? NO_INDEX : undefined,
          jsonLd: [
            breadcrumbJsonLd(
              crumbs.map((crumb) => ({ label: crumb.label, url: crumb.to ? shop.absoluteUrl(crumb.to) : undefined })),
            ),
          ],
        },
  );
}
