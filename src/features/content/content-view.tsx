import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Content } from '../../../ports/model/content';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { PageHeading } from '../../shared/components/page-heading';
import { SafeHtml } from '../../shared/components/safe-html';
import { Skeleton } from '../../shared/components/skeleton';
import { textExcerpt } from '../../domain/text-excerpt';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import styles from './content-view.module.css';
import { pageMessages } from '../../shared/components/page-messages';

/** A content page as it is: breadcrumbs, its title and its sanitised HTML. */
export const ContentView = observer(function ContentView({ content }: { content: Content }) {
  const intl = useIntl();
  useSeo({ title: content.title, description: textExcerpt(content.html) });
  return (
    <article className={styles.content}>
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: content.title }]} />
      <PageHeading>{content.title}</PageHeading>
      <SafeHtml html={content.html} className={styles.html} />
    </article>
  );
});

/** The shape of a content page while it loads. */
export function ContentSkeleton() {
  return (
    <div className={styles.content} aria-busy="true">
      <Skeleton width="12rem" height="1.25rem" className={styles.skeletonCrumbs} />
      <Skeleton width="60%" height="2rem" className={styles.skeletonHeading} />
      <Skeleton height="1rem" className={styles.skeletonLine} />
      <Skeleton height="1rem" className={styles.skeletonLine} />
      <Skeleton width="80%" height="1rem" className={styles.skeletonLine} />
      <Skeleton height="12rem" className={styles.skeletonLine} />
    </div>
  );
}

/** 'Please wait...' with the space of a page reserved, so nothing jumps when it arrives. */
export const PleaseWait = observer(function PleaseWait() {
  const intl = useIntl();
  useSeo({ title: intl.formatMessage(pageMessages.pleaseWait), robots: NO_INDEX });
  return (
    <div className={styles.wait} role="status" aria-live="polite">
      <p>
        <FormattedMessage {...pageMessages.pleaseWait} />
      </p>
    </div>
  );
});
