import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useStores } from '../../shared/store-context';
import { ConsentDialog } from './consent-dialog';

/**
 * The consent choice, over the page's bottom edge, and below the footer at the page's end. It comes
 * first in the tab order; reopened from the footer, it takes the focus.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useStores();
  const ref = useRef<HTMLElement>(null);
  const reopened = consent.bannerOpen && consent.decision !== null;
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);
  if (!consent.bannerOpen) return null;
  return <ConsentDialog ref={ref} onAccept={consent.accept} onDecline={consent.decline} inFlow />;
});
