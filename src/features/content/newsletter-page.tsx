import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewsletterAction } from './newsletter-store';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { Button } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { TextField } from '../../shared/components/text-field';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';
import { pageMessages } from '../../shared/components/page-messages';
import styles from '../../shared/styles/shell-page.module.css';

const messages = defineMessages({
  subscribeTitle: { id: 'newsletter.subscribe.title', defaultMessage: 'Newsletter' },
  unsubscribeTitle: { id: 'newsletter.unsubscribe.title', defaultMessage: 'Unsubscribe from the newsletter' },
  subscribeLead: {
    id: 'newsletter.subscribe.lead',
    defaultMessage: 'New collections, room ideas and offers, about twice a month.',
  },
  unsubscribeLead: {
    id: 'newsletter.unsubscribe.lead',
    defaultMessage: 'Enter your e-mail address and we will stop sending you the newsletter.',
  },
  email: { id: 'newsletter.email', defaultMessage: 'E-mail address' },
  invalid: { id: 'newsletter.invalid', defaultMessage: 'Please enter a valid e-mail address.' },
  subscribe: { id: 'newsletter.subscribe.submit', defaultMessage: 'Subscribe' },
  unsubscribe: { id: 'newsletter.unsubscribe.submit', defaultMessage: 'Unsubscribe' },
  sending: { id: 'newsletter.sending', defaultMessage: 'Sending…' },
  subscribed: { id: 'newsletter.subscribe.done', defaultMessage: 'Thank you! You are now subscribed to our newsletter.' },
  unsubscribed: { id: 'newsletter.unsubscribe.done', defaultMessage: 'You have been unsubscribed from our newsletter.' },
  subscribeFailed: {
    id: 'newsletter.subscribe.failed',
    defaultMessage: 'We could not subscribe this address. Please try again later.',
  },
  unsubscribeFailed: {
    id: 'newsletter.unsubscribe.failed',
    defaultMessage: 'We could not unsubscribe this address. Please try again later.',
  },
});

const TEXT = {
  subscribe: {
    title: messages.subscribeTitle,
    lead: messages.subscribeLead,
    submit: messages.subscribe,
    done: messages.subscribed,
    failed: messages.subscribeFailed,
  },
  unsubscribe: {
    title: messages.unsubscribeTitle,
    lead: messages.unsubscribeLead,
    submit: messages.unsubscribe,
    done: messages.unsubscribed,
    failed: messages.unsubscribeFailed,
  },
} as const;

/** decodeURIComponent that never throws: junk comes back as it was. */
function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A query parameter decoded once (a '+' in an e-mail address stays a '+'); a malformed escape comes back undecoded. */
export function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', ...rest] = pair.split('=');
    if (safeDecode(key) === name) return safeDecode(rest.join('='));
  }
  return null;
}

/** The footer box's press (router state, never a link from outside) asks for the subscription. */
const isSubscribeAsked = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { subscribe?: unknown }).subscribe === true;

/** /newsletter (sign-up, the footer box's address subscribed at once) and /newsletter-unsubscribe. */
const NewsletterPage = observer(function NewsletterPage({ action }: { action: NewsletterAction }) {
  const intl = useIntl();
  const { newsletter } = useLazyFeature(useStores().newsletter);
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const asked = isSubscribeAsked(state);
  const text = TEXT[action];
  const title = intl.formatMessage(text.title);
  useSeo({ title, robots: NO_INDEX });
  useEffect(() => {
    newsletter.open(action, action === 'subscribe' ? (queryParam(search, 'email') ?? '') : '', asked);
    // The press counts once: a reload or Back does not subscribe again.
    if (asked) navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [newsletter, action, pathname, search, asked, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void newsletter.submit();
  };

  return (
    <section className={styles.page} data-screen={action}>
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      <p className={styles.lead}>
        <FormattedMessage {...text.lead} />
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="email"
          required
          value={newsletter.email}
          onChange={newsletter.setEmail}
          problem={newsletter.invalid ? intl.formatMessage(messages.invalid) : undefined}
        />
        <Button type="submit" disabled={newsletter.status === 'sending'}>
          <FormattedMessage {...(newsletter.status === 'sending' ? messages.sending : text.submit)} />
        </Button>
      </form>
      <p role="status" className={styles.reserved} data-testid="newsletter-outcome">
        {newsletter.status === 'done' && <FormattedMessage {...text.done} />}
        {newsletter.status === 'failed' && <FormattedMessage {...text.failed} />}
      </p>
    </section>
  );
});

export default NewsletterPage;
