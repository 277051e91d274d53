import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { infoPagePath } from '../../domain/info-pages';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { ExternalLink } from '../../shared/components/external-link';
import { PageHeading } from '../../shared/components/page-heading';
import { Skeleton } from '../../shared/components/skeleton';
import { useStores } from '../../shared/store-context';
import { useSeo } from '../../shared/seo/use-seo';
import { pageMessages } from '../../shared/components/page-messages';
import styles from '../../shared/styles/shell-page.module.css';

const messages = defineMessages({
  title: { id: 'withdrawal.title', defaultMessage: 'Withdrawal form' },
  opening: {
    id: 'withdrawal.opening',
    defaultMessage: 'The withdrawal form is opening. If nothing happens, open it with the link below.',
  },
  link: { id: 'withdrawal.link', defaultMessage: 'Open the withdrawal form (PDF)' },
  unavailable: {
    id: 'withdrawal.unavailable',
    defaultMessage:
      'The withdrawal form cannot be opened right now. Our right-of-withdrawal page explains how to withdraw from a purchase.',
  },
  rightOfWithdrawal: { id: 'withdrawal.rightOfWithdrawal', defaultMessage: 'Right of withdrawal' },
});

const replaceLocation = (url: string): void => window.location.replace(url);

/**
 * /widerrufsformular: replaces the location with the withdrawal-form PDF from the store config.
 * Until then, or when the link is missing or not allowed, it explains and links on.
 */
const WithdrawalFormPage = observer(function WithdrawalFormPage({
  redirect = replaceLocation,
}: {
  redirect?: (url: string) => void;
}) {
  const { shop, links } = useStores();
  const intl = useIntl();
  const config = shop.localeConfig;
  const loaded = config.value !== undefined;
  const target = links.withdrawalFormTarget;
  const title = intl.formatMessage(messages.title);
  useSeo({ title, description: intl.formatMessage(messages.opening) });

  useEffect(() => {
    void config.ensure();
  }, [config]);

  useEffect(() => {
    if (target !== null) redirect(target);
  }, [target, redirect]);

  const infoPath = infoPagePath('right-of-withdrawal', shop.language === 'de' ? 'german' : 'translated');
  return (
    <section className={styles.page}>
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      {!loaded && config.status !== 'error' ? (
        <div aria-busy="true" className={styles.reserved}>
          <Skeleton height="1rem" width="80%" />
        </div>
      ) : target !== null ? (
        <div className={styles.reserved}>
          <p>
            <FormattedMessage {...messages.opening} />
          </p>
          <p>
            {target.startsWith('/') ? (
              <a href={target}>
                <FormattedMessage {...messages.link} />
              </a>
            ) : (
              <ExternalLink href={target}>
                <FormattedMessage {...messages.link} />
              </ExternalLink>
            )}
          </p>
        </div>
      ) : (
        <div className={styles.reserved}>
          <p>
            <FormattedMessage {...messages.unavailable} />
          </p>
          <p>
            <Link to={infoPath}>
              <FormattedMessage {...messages.rightOfWithdrawal} />
            </Link>
          </p>
        </div>
      )}
    </section>
  );
});

export default WithdrawalFormPage;
