import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styles from './footer.module.css';

const messages = defineMessages({
  title: { id: 'footer.newsletter.title', defaultMessage: 'Newsletter' },
  intro: { id: 'footer.newsletter.intro', defaultMessage: 'New collections, room ideas and offers, about twice a month.' },
  email: { id: 'footer.newsletter.email', defaultMessage: 'Your e-mail address' },
  placeholder: { id: 'footer.newsletter.placeholder', defaultMessage: 'name@example.com' },
  submit: { id: 'footer.newsletter.submit', defaultMessage: 'Subscribe' },
});

/** E-mail box that continues on /newsletter with the address in the query; the page subscribes it at once (one press). */
export function NewsletterBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    navigate(`/newsletter?email=${encodeURIComponent(email.trim())}`, { state: { subscribe: true } });
  };

  return (
    <section className={styles.newsletter} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage {...messages.intro} />
      </p>
      <form className={styles.newsletterForm} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage {...messages.email} />
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          className={styles.newsletterInput}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.newsletterSubmit}>
          <FormattedMessage {...messages.submit} />
        </button>
      </form>
    </section>
  );
}
