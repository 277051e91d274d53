import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { parseRouteId } from '../../shared/route-id';
import { OrderScreen } from './order-screen';
import { useAccountFeature } from './use-account-feature';

/** /account/order/{id}: a customer's order; a logged-out shopper goes to the login screen. */
const OrderPage = observer(function OrderPage() {
  const { account } = useAccountFeature();
  const id = parseRouteId(useParams().id) ?? null;
  const access = useMemo(() => (id === null ? null : { orderId: id }), [id]);
  if (account.needsLogin) return <Navigate to="/login-register" replace />;
  return <OrderScreen access={access} />;
});

export default OrderPage;
