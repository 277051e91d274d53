import type { ComponentProps } from 'react';
import styles from './icon-button.module.css';

/** A square icon button of the header bar (menu, search, account); its accessible name comes from aria-label. */
export function IconButton({ className, type = 'button', ...rest }: ComponentProps<'button'>) {
  return <button type={type} className={className ? `${styles.iconButton} ${className}` : styles.iconButton} {...rest} />;
}
