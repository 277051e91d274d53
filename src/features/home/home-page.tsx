import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProductGrid } from '../catalog/product-grid';
import { RecentlyViewedStrip } from '../catalog/recently-viewed-strip';
import { buttonClass } from '../../shared/components/button';
import { ErrorState } from '../../shared/components/error-state';
import { PageHeading } from '../../shared/components/page-heading';
import { Skeleton } from '../../shared/components/skeleton';
import { organizationJsonLd } from '../../shared/seo/json-ld';
import { useStores } from '../../shared/store-context';
import { useSeo } from '../../shared/seo/use-seo';
import { AdventLink } from '../content/advent-link';
import styles from './home-page.module.css';

const messages = defineMessages({
  heading: { id: 'catalog.home.heading', defaultMessage: 'Furniture and home textiles for every room' },
  intro: {
    id: 'catalog.home.intro',
    defaultMessage:
      'Sofas, beds, tables, lamps and textiles, with honest prices, real stock and the delivery time shown before you buy.',
  },
  shopAll: { id: 'catalog.home.shopAll', defaultMessage: 'Browse all products' },
  sale: { id: 'catalog.home.sale', defaultMessage: 'See the sale' },
  featured: { id: 'catalog.home.featured', defaultMessage: 'Our picks for you' },
  bestsellers: { id: 'catalog.home.bestsellers', defaultMessage: 'Bestsellers' },
  categories: { id: 'catalog.home.categories', defaultMessage: 'Shop by room and category' },
  allBestsellers: { id: 'catalog.home.allBestsellers', defaultMessage: 'All bestsellers' },
});
const countMessage = defineMessage<{ count: number }>({
  id: 'catalog.home.categoryCount',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});
const seoDescription = defineMessage<{ site: string }>({
  id: 'catalog.seo.homeDescription',
  defaultMessage:
    '{site}: furniture and household products for private and business customers, with prices, stock and delivery times.',
});

/** Home: intro, the advent link, homepage products, bestsellers, category entry points and recently viewed. */
const HomePage = observer(function HomePage() {
  const root = useStores();
  const store = root.home;
  const intl = useIntl();
  useEffect(() => store.start(), [store]);

  const site = root.shop.siteName;
  useSeo({
    title: '',
    description: intl.formatMessage(seoDescription, { site }),
    path: '/',
    jsonLd: [organizationJsonLd(root.shop.siteOrigin, root.shop.storeInfo.value, root.shop.localeConfig.value)],
  });

  const featured = store.featuredProducts;
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <PageHeading className={styles.heading}>
          <FormattedMessage {...messages.heading} />
        </PageHeading>
        <p className={styles.intro}>
          <FormattedMessage {...messages.intro} />
        </p>
        <div className={styles.actions}>
          <Link to="/products" className={buttonClass('primary')}>
            <FormattedMessage {...messages.shopAll} />
          </Link>
          <Link to="/shop-grid-standard/sale" className={buttonClass('secondary')}>
            <FormattedMessage {...messages.sale} />
          </Link>
        </div>
        <AdventLink className={styles.advent} />
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories">
          <FormattedMessage {...messages.categories} />
        </h2>
        {root.menu.failed && store.categories.length === 0 ? (
          <ErrorState onRetry={root.menu.retry} />
        ) : (
          <ul className={styles.categories}>
            {store.categoriesLoading
              ? Array.from({ length: 6 }, (_, i) => (
                  <li key={i} aria-hidden="true" className={styles.categorySkeleton}>
                    <Skeleton height="100%" />
                  </li>
                ))
              : store.categories.map(({ category, count }) => (
                  <li key={category.id}>
                    <Link
                      className={styles.category}
                      to={`/${category.url.replace(/^\/+/, '')}`}
                      state={{ title: category.title, id: category.id }}
                    >
                      <span className={styles.categoryTitle}>{category.title}</span>
                      <span className={styles.categoryCount}>{intl.formatMessage(countMessage, { count })}</span>
                    </Link>
                  </li>
                ))}
          </ul>
        )}
      </section>

      {(store.featuredIds.length > 0 || store.featuredLoading) && !store.featured.failed && (
        <section className={styles.section} aria-labelledby="home-featured">
          <h2 id="home-featured">
            <FormattedMessage {...messages.featured} />
          </h2>
          <ProductGrid
            products={featured}
            pending={store.featuredLoading ? Math.max(4, Math.min(8, store.featuredIds.length)) : 0}
            eagerCount={2}
          />
        </section>
      )}
      {store.featured.failed && <ErrorState cause={store.featured.error?.kind} onRetry={() => void store.featured.load()} />}

      <section className={styles.section} aria-labelledby="home-bestsellers">
        <div className={styles.sectionHeader}>
          <h2 id="home-bestsellers">
            <FormattedMessage {...messages.bestsellers} />
          </h2>
          <Link to="/shop-grid-standard/bestsellers">
            <FormattedMessage {...messages.allBestsellers} />
          </Link>
        </div>
        {store.bestsellers.failed ? (
          <ErrorState cause={store.bestsellers.error?.kind} onRetry={() => void store.bestsellers.load()} />
        ) : (
          <ProductGrid products={store.bestsellerProducts.slice(0, 8)} pending={store.bestsellers.isLoading ? 8 : 0} />
        )}
      </section>

      <RecentlyViewedStrip />
    </div>
  );
});

export default HomePage;
