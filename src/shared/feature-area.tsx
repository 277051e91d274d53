import { Outlet } from 'react-router-dom';
import type { MessageArea } from './load-area-messages';
import { AreaMessages } from './area-messages';
import { useStores } from './store-context';
import { useLazyFeature } from './use-lazy-feature';

/**
 * Screens whose messages and stores arrive with them, not with the first load: the customer
 * screens, and the checkout (which uses the customer's profile and address book too). The screen
 * waits (page skeleton) for both.
 */
function FeatureArea({ area }: { area: 'account' | 'checkout' }) {
  const { accountFeature, checkoutFeature } = useStores();
  useLazyFeature<unknown>(area === 'checkout' ? checkoutFeature : accountFeature);
  const areas: MessageArea[] = area === 'checkout' ? ['account', 'checkout'] : ['account'];
  return (
    <AreaMessages areas={areas}>
      <Outlet />
    </AreaMessages>
  );
}

export default FeatureArea;
