import { useIntl } from 'react-intl';
import type { ProductImage as Image } from '../../../ports/model/product';
import { catalogMessages } from './catalog-messages';
import styles from './product-image.module.css';

/**
 * A product picture in a box of fixed 4:3 aspect ratio (the space is reserved before the image
 * arrives). Without an image it shows a neutral placeholder with a text alternative.
 */
export function ProductImage({
  image,
  alt,
  eager = false,
  className,
}: {
  image: Image | null;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  if (image === null) {
    return (
      <div
        className={`${classes} ${styles.placeholder}`}
        role="img"
        aria-label={intl.formatMessage(catalogMessages.noImage)}
        data-testid="image-placeholder"
      >
        <svg viewBox="0 0 48 36" width="64" height="48" aria-hidden="true">
          <rect x="2" y="2" width="44" height="32" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="15" cy="13" r="4" fill="currentColor" />
          <path d="M4 32l12-12 8 8 6-6 14 10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        className={styles.image}
        src={image.url}
        alt={alt}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </div>
  );
}
