import { defineMessage, useIntl } from 'react-intl';
import type { FooterImage } from '../../../../ports/model/store-config';
import styles from './payment-delivery-images.module.css';

const title = defineMessage({ id: 'footer.images.title', defaultMessage: 'Payment and delivery' });

/** Each logo gets the same reserved box, whatever its own size, so nothing moves as they load. */
export const FOOTER_IMAGE_BOX = { width: 80, height: 32 } as const;

/** The payment and delivery images (section 2.8), with the server's alt text; without one they are decorative. */
export function PaymentDeliveryImages({ images }: { images: readonly FooterImage[] }) {
  const intl = useIntl();
  if (images.length === 0) return null;
  return (
    <section className={styles.images} aria-label={intl.formatMessage(title)}>
      <ul>
        {images.map(({ src, alt }) => (
          <li key={src}>
            <img src={src} alt={alt} loading="lazy" decoding="async" {...FOOTER_IMAGE_BOX} />
          </li>
        ))}
      </ul>
    </section>
  );
}
