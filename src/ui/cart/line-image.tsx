import type { CartLine } from '../../../ports/model/cart';
import styles from './line-image.module.css';

/** A cart line's product image in a fixed square (reserved space, no jump); a plain tile without one. */
export function LineImage({ line, size }: { line: CartLine; size: number }) {
  return (
    <span className={styles.frame} style={{ width: size, height: size }}>
      {line.imageUrl ? (
        <img src={line.imageUrl} alt={line.title} width={size} height={size} loading="lazy" className={styles.image} />
      ) : null}
    </span>
  );
}
