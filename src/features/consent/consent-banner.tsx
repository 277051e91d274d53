import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useStores } from '../../shared/store-context';
import { ConsentDialog } from './consent-dialog';

/**
 * The consent choice, over the page's bottom edge, and below the footer at the page's end. It comes
 * first in the tab order; reopened from the footer, it takes the focus. Until the shopper's choice
 * is read (a page rendered on the server, and while it hydrates), it is the dialog of the page's
 * HTML, its buttons disabled.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useStores();
  const ref = useRef<HTMLElement>(null);
  const reopened = consent.bannerOpen && consent.decision !== null;
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);
  // As index.html's shell: painted with the page's HTML, hidden by its head for a shopper who has decided.
  if (!consent.started) {
    return (
      <div data-shell="">
        <ConsentDialog />
      </div>
    );
  }
  if (!consent.bannerOpen) return null;
  return <ConsentDialog ref={ref} onAccept={consent.accept} onDecline={consent.decline} inFlow />;
});
