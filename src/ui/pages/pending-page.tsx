import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../components/breadcrumbs';
import { buttonClass } from '../components/button';
import { PageHeading } from '../components/page-heading';
import { NO_INDEX, useSeo } from '../seo/use-seo';
import { pageMessages } from './page-messages';
import styles from './shell-page.module.css';

export type PendingScreen = 'newsletter' | 'newsletterUnsubscribe';

const titles = defineMessages({
  newsletter: { id: 'pending.title.newsletter', defaultMessage: 'Newsletter' },
  newsletterUnsubscribe: { id: 'pending.title.newsletterUnsubscribe', defaultMessage: 'Unsubscribe from the newsletter' },
});

const newsletterEmail = defineMessage<{ email: string }>({
  id: 'pending.newsletterEmail',
  defaultMessage: 'E-mail address: {email}',
});

const messages = defineMessages({
  soon: {
    id: 'pending.soon',
    defaultMessage: 'This part of the shop opens soon. Until then, keep browsing our furniture or have a look at your cart.',
  },
});

/** decodeURIComponent that never throws: junk comes back as it was. */
export function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A query parameter decoded once with decodeURIComponent (so a '+' in an e-mail address stays a '+');
 * malformed escapes come back undecoded instead of throwing.
 */
export function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', ...rest] = pair.split('=');
    if (safeDecode(key) === name) return safeDecode(rest.join('='));
  }
  return null;
}

/** Screens whose capability arrives with a later issue: a real page with its title and the way on. */
const PendingPage = observer(function PendingPage({ screen }: { screen: PendingScreen }) {
  const intl = useIntl();
  const { search } = useLocation();
  const title = intl.formatMessage(titles[screen]);
  const email = screen === 'newsletter' ? (queryParam(search, 'email') ?? '').trim() : '';
  useSeo({ title, robots: NO_INDEX });

  return (
    <section className={styles.page} data-screen={screen}>
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      {email !== '' && <p>{intl.formatMessage(newsletterEmail, { email })}</p>}
      <p className={styles.lead}>
        <FormattedMessage {...messages.soon} />
      </p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          <FormattedMessage {...pageMessages.backHome} />
        </Link>
        <Link to="/cart" className={buttonClass('secondary')}>
          <FormattedMessage {...pageMessages.toCart} />
        </Link>
      </div>
    </section>
  );
});

export default PendingPage;
