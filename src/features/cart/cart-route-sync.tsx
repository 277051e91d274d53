import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../shared/store-context';

/**
 * Tells the cart store where the shopper is: the URL cart_id counts only on /order-placed and
 * /order-failed, and clearing the cart keeps the stored id on those pages.
 */
export function CartRouteSync() {
  const { pathname, search } = useLocation();
  const { cartLines } = useStores();
  useEffect(() => {
    cartLines.setLocation(pathname, search);
  }, [cartLines, pathname, search]);
  return null;
}
