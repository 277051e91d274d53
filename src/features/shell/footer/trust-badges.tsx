import { useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { infoPagePath } from '../../../domain/info-pages';
import { BadgeIcon, type BadgeIconName } from '../../../shared/components/badge-icon';
import styles from './trust-badges.module.css';

const messages = defineMessages({
  title: { id: 'footer.trust.title', defaultMessage: 'Shop with confidence' },
  securePayment: { id: 'footer.trust.securePayment', defaultMessage: 'Secure payment' },
  paymentMethods: { id: 'footer.trust.paymentMethods', defaultMessage: 'See the payment methods' },
  withdrawal: { id: 'footer.trust.withdrawal', defaultMessage: 'Right of withdrawal' },
  withdrawalTerms: { id: 'footer.trust.withdrawalTerms', defaultMessage: 'How to withdraw from a purchase' },
  service: { id: 'footer.trust.service', defaultMessage: 'Customer service' },
});

function Badge({ icon, title, detail, to }: { icon: BadgeIconName; title: ReactNode; detail: ReactNode; to?: string }) {
  const body = (
    <>
      <BadgeIcon name={icon} size={28} className={styles.icon} />
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {/* Always one line high, so hours arriving later move nothing. */}
        <span className={styles.detail}>{detail}</span>
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.badge}>
          {body}
        </Link>
      ) : (
        <div className={styles.badge}>{body}</div>
      )}
    </li>
  );
}

/** The footer's trust badges: secure payment, the right of withdrawal and customer service with its hours. */
export function TrustBadges({ hours }: { hours: string }) {
  const titleId = useId();
  return (
    <section className={styles.trust} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        <FormattedMessage {...messages.title} />
      </h2>
      <ul className={styles.list}>
        <Badge
          icon="lock"
          to={infoPagePath('pay', 'translated')}
          title={<FormattedMessage {...messages.securePayment} />}
          detail={<FormattedMessage {...messages.paymentMethods} />}
        />
        <Badge
          icon="return"
          to={infoPagePath('right-of-withdrawal', 'translated')}
          title={<FormattedMessage {...messages.withdrawal} />}
          detail={<FormattedMessage {...messages.withdrawalTerms} />}
        />
        <Badge icon="headset" title={<FormattedMessage {...messages.service} />} detail={hours} />
      </ul>
    </section>
  );
}
