import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styles from './close-button.module.css';
import { Icon } from './icon';

const messages = defineMessages({
  close: { id: 'drawer.close', defaultMessage: 'Close' },
});

export interface CloseButtonProps {
  onClick: () => void;
  /** The accessible name; "Close" unless the panel says what closes. */
  label?: MessageDescriptor;
  /** 'surface' on a panel; 'accent' small and round on an accent strip. */
  variant?: 'surface' | 'accent';
  /** Placement only (margins), from the panel that holds the button. */
  className?: string;
}

/** The × button of drawers, dialogs and dismissible strips. */
export function CloseButton({ onClick, label = messages.close, variant = 'surface', className }: CloseButtonProps) {
  const intl = useIntl();
  const classes = [styles.close, variant === 'accent' ? styles.accent : undefined, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={intl.formatMessage(label)} onClick={onClick}>
      <Icon name="close" size={variant === 'accent' ? 18 : undefined} />
    </button>
  );
}
