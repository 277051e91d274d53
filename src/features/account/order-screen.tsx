import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { OrderAccess } from '../../../ports/model/order';
import { ErrorState } from '../../shared/components/error-state';
import { NotFoundView } from '../../shared/components/not-found-view';
import { Skeleton } from '../../shared/components/skeleton';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { OrderView } from './order-view';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  title: { id: 'order.title', defaultMessage: 'Your order' },
  loadFailed: { id: 'order.loadFailed', defaultMessage: 'The order could not be loaded. Try again.' },
});

/** One order, reached by id or by a guest link (a stable object: the screen reopens when it changes): skeleton, not found, failure with retry, or the order. */
export const OrderScreen = observer(function OrderScreen({ access }: { access: OrderAccess | null }) {
  const intl = useIntl();
  const { order } = useAccountFeature();
  useEffect(() => (access === null ? undefined : order.open(access)), [order, access]);
  useSeo({ title: intl.formatMessage(messages.title), robots: NO_INDEX });
  const { order: query } = order;
  if (access === null || query.notFound) return <NotFoundView reason="route-not-found" />;
  if (query.failed) return <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={() => void query.load()} />;
  const detail = query.value;
  return detail === undefined ? <Skeleton height="24rem" /> : <OrderView order={detail} />;
});
