import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { errorPageCountry, type ErrorPageCountry } from '../../domain/server-error-country';
import { intlLocale, loadMessages, type Messages } from '../../i18n/load-messages';
import { Button } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { loadAreasMessages } from '../../shared/load-area-messages';
import { useStores } from '../../shared/store-context';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import styles from './server-error-page.module.css';

/** The page speaks the language of the country the host belongs to; English otherwise. */
const LANGUAGE_OF: Record<ErrorPageCountry, LanguageCode> = { de: 'de', at: 'de', ro: 'ro', en: 'en' };

const messages = defineMessages({
  heading: { id: 'serverError.heading', defaultMessage: 'We are sorry' },
  message: { id: 'serverError.message', defaultMessage: 'There was an error connecting to the server. Please try again later.' },
  advice: {
    id: 'serverError.advice',
    defaultMessage:
      'Wait a moment and press Retry. If the problem persists, our customer service is glad to help, and can also take your order by phone.',
  },
  contactHeading: { id: 'serverError.contactHeading', defaultMessage: 'Customer service' },
  phoneLabel: { id: 'serverError.phoneLabel', defaultMessage: 'Phone' },
  emailLabel: { id: 'serverError.emailLabel', defaultMessage: 'E-mail' },
  hoursLabel: { id: 'serverError.hoursLabel', defaultMessage: 'Opening hours' },
  retry: { id: 'serverError.retry', defaultMessage: 'Retry' },
  apologyDe: {
    id: 'serverError.de.apology',
    defaultMessage: 'We apologise: our shop for Germany cannot be reached at the moment.',
  },
  apologyAt: {
    id: 'serverError.at.apology',
    defaultMessage: 'We apologise: our shop for Austria cannot be reached at the moment.',
  },
  apologyRo: {
    id: 'serverError.ro.apology',
    defaultMessage: 'We apologise: our shop for Romania cannot be reached at the moment.',
  },
  apologyEn: { id: 'serverError.en.apology', defaultMessage: 'We apologise: our shop cannot be reached at the moment.' },
  hours: { id: 'serverError.hours', defaultMessage: 'Monday to Friday, 9 am to 6 pm' },
});

type Message = (typeof messages)[keyof typeof messages];

const APOLOGY: Record<ErrorPageCountry, Message> = {
  de: messages.apologyDe,
  at: messages.apologyAt,
  ro: messages.apologyRo,
  en: messages.apologyEn,
};

const ServerErrorContent = observer(function ServerErrorContent({ country }: { country: ErrorPageCountry }) {
  const { serverError, shop } = useStores();
  const intl = useIntl();
  const { name, phone, email } = shop.buildShop;
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });

  return (
    <div className={styles.page} data-country={country}>
      <header className={styles.header}>
        <a href="/" className={styles.logo}>
          {name}
        </a>
      </header>
      <main id="main" className={styles.main}>
        <PageHeading>
          <FormattedMessage {...messages.heading} />
        </PageHeading>
        <p className={styles.message}>
          <FormattedMessage {...messages.message} />
        </p>
        <p>
          <FormattedMessage {...APOLOGY[country]} />
        </p>
        <p>
          <FormattedMessage {...messages.advice} />
        </p>
        <Button onClick={() => serverError.retry()}>
          <FormattedMessage {...messages.retry} />
        </Button>
        <section className={styles.contact} aria-labelledby="server-error-contact">
          <h2 id="server-error-contact">
            <FormattedMessage {...messages.contactHeading} />
          </h2>
          <dl>
            <dt>
              <FormattedMessage {...messages.phoneLabel} />
            </dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
            <dt>
              <FormattedMessage {...messages.emailLabel} />
            </dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>
              <FormattedMessage {...messages.hoursLabel} />
            </dt>
            <dd>
              <FormattedMessage {...messages.hours} />
            </dd>
          </dl>
        </section>
      </main>
    </div>
  );
});

/**
 * Shown instead of the shop when the locale config cannot be loaded (section 2.4). It renders
 * outside the page frame, in the language of the host's country (.de, .at, .ro; English otherwise),
 * with the shop's name and contacts as the build configures them (VITE_SHOP_NAME, _PHONE, _EMAIL).
 */
export function ServerErrorPage({ hostname = window.location.hostname }: { hostname?: string }) {
  const country = errorPageCountry(hostname);
  const language = LANGUAGE_OF[country];
  const intl = useIntl();
  const wanted = intlLocale[language];
  const [catalog, setCatalog] = useState<{ language: LanguageCode; messages: Messages } | null>(null);

  useEffect(() => {
    if (intl.locale === wanted) return;
    let current = true;
    Promise.all([loadMessages(language), loadAreasMessages(['server-error'], language)]).then(
      ([shell, own]) => current && setCatalog({ language, messages: { ...shell, ...own } }),
      (error: unknown) => console.error('Could not load the error page messages', error),
    );
    return () => {
      current = false;
    };
  }, [intl.locale, wanted, language]);

  if (intl.locale === wanted || catalog?.language !== language) return <ServerErrorContent country={country} />;
  return (
    <IntlProvider locale={wanted} messages={catalog.messages} defaultLocale="en">
      <ServerErrorContent country={country} />
    </IntlProvider>
  );
}
