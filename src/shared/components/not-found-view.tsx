import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pageMessages } from './page-messages';
import { NO_INDEX, useSeo } from '../seo/use-seo';
import { Breadcrumbs } from './breadcrumbs';
import { buttonClass } from './button';
import styles from './not-found-view.module.css';
import { PageHeading } from './page-heading';

/** Why the not-found screen is shown (section 2.3). */
export type NotFoundReason =
  | 'route-not-found'
  | 'rewriting-failed'
  | 'product-fetch-failed'
  | 'category-fetch-failed'
  | 'brand-fetch-failed'
  | 'content-fetch-failed'
  | 'content-type-not-found';

export const NOT_FOUND_REASONS: readonly NotFoundReason[] = [
  'route-not-found',
  'rewriting-failed',
  'product-fetch-failed',
  'category-fetch-failed',
  'brand-fetch-failed',
  'content-fetch-failed',
  'content-type-not-found',
];

/** The reason from the `reason` query parameter; none or an unknown value means route-not-found. */
export function parseNotFoundReason(raw: string | null | undefined): NotFoundReason {
  return NOT_FOUND_REASONS.find((reason) => reason === raw) ?? 'route-not-found';
}

const messages = defineMessages({
  crumb: { id: 'notFound.breadcrumb', defaultMessage: 'Not found' },
  imageAlt: { id: 'notFound.imageAlt', defaultMessage: 'A sad armchair that cannot find its room' },
  hint: { id: 'notFound.hint', defaultMessage: 'Check the address, or start again from the homepage.' },
  routeNotFound: { id: 'notFound.heading.routeNotFound', defaultMessage: 'Sorry, the page was not found' },
  rewritingFailed: { id: 'notFound.heading.rewritingFailed', defaultMessage: 'The URL could not be resolved' },
  productFetchFailed: { id: 'notFound.heading.productFetchFailed', defaultMessage: 'The requested product could not be found' },
  categoryFetchFailed: {
    id: 'notFound.heading.categoryFetchFailed',
    defaultMessage: 'The requested category could not be found',
  },
  brandFetchFailed: { id: 'notFound.heading.brandFetchFailed', defaultMessage: 'The requested brand could not be found' },
  contentFetchFailed: { id: 'notFound.heading.contentFetchFailed', defaultMessage: 'The requested content could not be found' },
  contentTypeNotFound: {
    id: 'notFound.heading.contentTypeNotFound',
    defaultMessage: 'The requested content type is not supported',
  },
});

const HEADINGS: Record<NotFoundReason, (typeof messages)[keyof typeof messages]> = {
  'route-not-found': messages.routeNotFound,
  'rewriting-failed': messages.rewritingFailed,
  'product-fetch-failed': messages.productFetchFailed,
  'category-fetch-failed': messages.categoryFetchFailed,
  'brand-fetch-failed': messages.brandFetchFailed,
  'content-fetch-failed': messages.contentFetchFailed,
  'content-type-not-found': messages.contentTypeNotFound,
};

/**
 * The not-found screen: breadcrumb Homepage > Not found, the cartoon, a heading by reason and
 * a way back home. Product and listing pages render it for their own fetch failures.
 */
export const NotFoundView = observer(function NotFoundView({ reason = 'route-not-found' }: { reason?: NotFoundReason }) {
  const intl = useIntl();
  const heading = intl.formatMessage(HEADINGS[reason]);
  useSeo({ title: heading, robots: NO_INDEX });
  return (
    <section className={styles.notFound} data-reason={reason}>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: intl.formatMessage(messages.crumb) }]}
      />
      <div className={styles.body}>
        <img className={styles.image} src="/not-found.svg" width={320} height={240} alt={intl.formatMessage(messages.imageAlt)} />
        <div className={styles.text}>
          <PageHeading>{heading}</PageHeading>
          <p>
            <FormattedMessage {...messages.hint} />
          </p>
          <Link to="/" className={buttonClass('primary')}>
            <FormattedMessage {...pageMessages.backHome} />
          </Link>
        </div>
      </div>
    </section>
  );
});
