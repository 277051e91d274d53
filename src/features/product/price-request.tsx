import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Product } from '../../../ports/model/product';
import { buttonClass } from '../../shared/components/button';
import styles from './product-purchase.module.css';

const messages = defineMessages({
  requestPrice: { id: 'catalog.product.requestPrice', defaultMessage: 'Request a price' },
  requestHint: {
    id: 'catalog.product.requestHint',
    defaultMessage: 'The price of this product depends on your configuration. Ask us and we will send you an offer.',
  },
});
const mailSubject = defineMessage<{ title: string; ref: string }>({
  id: 'catalog.product.requestSubject',
  defaultMessage: 'Price request: {title} ({ref})',
});

/** A price-request product: a hint and a mail to the shop (or the contact page when its address is unusable). */
export function PriceRequest({ product, email }: { product: Product; email: string | null }) {
  const intl = useIntl();
  const subject = encodeURIComponent(intl.formatMessage(mailSubject, { title: product.title, ref: product.ref }));
  return (
    <div className={styles.request}>
      <p>
        <FormattedMessage {...messages.requestHint} />
      </p>
      {email === null ? (
        <Link className={buttonClass('primary')} to="/contact">
          <FormattedMessage {...messages.requestPrice} />
        </Link>
      ) : (
        <a className={buttonClass('primary')} href={`mailto:${email}?subject=${subject}`}>
          <FormattedMessage {...messages.requestPrice} />
        </a>
      )}
    </div>
  );
}
