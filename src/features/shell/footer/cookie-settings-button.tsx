import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { consentMessages } from '../../consent/consent-dialog';
import { useStores } from '../../../shared/store-context';

/**
 * The footer's Cookie settings: reopens the consent banner (which takes the focus). While it is
 * open, Escape closes it, keeping the choice; when it closes, the focus comes back here.
 */
export const CookieSettingsButton = observer(function CookieSettingsButton({ className }: { className?: string }) {
  const { consent } = useStores();
  const button = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);
  const open = consent.bannerOpen;
  useEffect(() => {
    if (!reopened.current) return;
    if (!open) {
      reopened.current = false;
      button.current?.focus();
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') consent.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, consent]);
  const reopen = () => {
    reopened.current = true;
    consent.reopen();
  };
  return (
    <button ref={button} type="button" className={className} onClick={reopen}>
      <FormattedMessage {...consentMessages.settings} />
    </button>
  );
});
