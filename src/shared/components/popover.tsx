import type { ComponentProps, HTMLAttributes } from 'react';
import styles from './popover.module.css';

const join = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

/** The positioned box around a trigger and its Popover. */
export function PopoverAnchor({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={join(styles.anchor, className)} {...rest} />;
}

export interface PopoverProps extends HTMLAttributes<HTMLElement> {
  /** A list of options or links ('ul'), or a panel with content of its own ('div'). */
  as?: 'div' | 'ul';
  /** 'menu': options or links right under the trigger; 'panel': roomier, above the header's layers. */
  variant?: 'menu' | 'panel';
  /** The trigger's edge the popover lines up with. */
  align?: 'start' | 'end';
}

/**
 * The dropdown surface of the header (account menu, country list, mini cart): bordered, raised,
 * under its trigger inside a PopoverAnchor. Opening, closing and focus stay with the caller;
 * the caller's className adds its own size only.
 */
export function Popover({ as: Tag = 'div', variant = 'menu', align = 'end', className, ...rest }: PopoverProps) {
  return <Tag className={join(styles.popover, styles[variant], styles[align], className)} {...rest} />;
}
