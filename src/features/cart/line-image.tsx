import type { CartLine } from '../../../ports/model/cart';
import styles from './line-image.module.css';

/** A cart line's product image (alt: its title in the interface language) in a fixed square (reserved space, no jump); a plain tile without one. */
export function LineImage({ line, alt, size }: { line: CartLine; alt: string; size: number }) {
  return (
    <span className={styles.frame} style={{ width: size, height: size }}>
      {line.imageUrl ? (
        <img src={line.imageUrl} alt={alt} width={size} height={size} loading="lazy" className={styles.image} />
      ) : null}
    </span>
  );
}
