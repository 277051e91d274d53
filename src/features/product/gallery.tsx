import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ProductImage as Image } from '../../../ports/model/product';
import { chooseImage, IMAGE_POSITION_CAP } from '../../domain/image-choice';
import styles from './gallery.module.css';
import { ProductImage } from '../catalog/product-image';

const messages = defineMessages({
  thumbnails: { id: 'catalog.gallery.thumbnails', defaultMessage: 'Product pictures' },
});
const showMessage = defineMessage<{ index: number; total: number }>({
  id: 'catalog.gallery.show',
  defaultMessage: 'Show picture {index} of {total}',
});
const altMessage = defineMessage<{ title: string; index: number }>({
  id: 'catalog.gallery.alt',
  defaultMessage: '{title}, picture {index}',
});

/** Visible images in position order; the first is the one the image-choice rule picks. */
export function galleryImages(images: readonly Image[]): Image[] {
  const main = chooseImage(images);
  const visible = images
    .filter((image) => image.visible && image.position < IMAGE_POSITION_CAP)
    .sort((a, b) => a.position - b.position);
  return main === null ? [] : [main, ...visible.filter((image) => image !== main)];
}

/** The product gallery: a large picture (fixed aspect ratio) and thumbnails to switch it. Placeholder without images. */
export function Gallery({ images, title }: { images: readonly Image[]; title: string }) {
  const intl = useIntl();
  const shown = galleryImages(images);
  const [index, setIndex] = useState(0);
  const current = shown[Math.min(index, shown.length - 1)] ?? null;
  return (
    <div className={styles.gallery}>
      <ProductImage
        image={current}
        alt={intl.formatMessage(altMessage, { title, index: Math.min(index, shown.length - 1) + 1 })}
        eager
      />
      {shown.length > 1 && (
        <ul className={styles.thumbs} aria-label={intl.formatMessage(messages.thumbnails)}>
          {shown.map((image, i) => (
            <li key={`${image.url}-${image.position}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index || undefined}
                aria-label={intl.formatMessage(showMessage, { index: i + 1, total: shown.length })}
                onClick={() => setIndex(i)}
              >
                <img src={image.url} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
