import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { OrderDetail } from '../../../ports/model/order';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './outcome-page.module.css';
import { QrMatrix } from './qr-matrix';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'orderQr.heading', defaultMessage: 'Pay by bank transfer' },
  scan: { id: 'orderQr.scan', defaultMessage: 'Scan the code with your banking app, or transfer by hand:' },
  code: { id: 'orderQr.code', defaultMessage: 'QR code of the bank transfer' },
  beneficiary: { id: 'orderQr.beneficiary', defaultMessage: 'Beneficiary' },
  iban: { id: 'orderQr.iban', defaultMessage: 'IBAN' },
  bic: { id: 'orderQr.bic', defaultMessage: 'BIC' },
  amount: { id: 'orderQr.amount', defaultMessage: 'Amount' },
  reference: { id: 'orderQr.reference', defaultMessage: 'Reference' },
  failed: { id: 'orderQr.failed', defaultMessage: 'The bank transfer details could not be loaded.' },
});

/** On /order-placed, for an order paid by bank transfer: the QR code and the transfer details. */
export const OrderQr = observer(function OrderQr({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { orderQr: store } = useCheckoutFeature();
  const headingId = useId();
  useEffect(() => void store.open(order), [store, order]);
  if (store.status === 'loading') return <Skeleton height="14rem" />;
  if (store.status === 'failed')
    return <ErrorState message={intl.formatMessage(messages.failed)} onRetry={() => void store.retry()} />;
  const { qr } = store;
  if (store.status !== 'ready' || qr === null) return null;
  const label = intl.formatMessage(messages.code);
  const facts: [string, string | null][] = [
    [intl.formatMessage(messages.beneficiary), qr.beneficiary],
    [intl.formatMessage(messages.iban), qr.iban],
    [intl.formatMessage(messages.bic), qr.bic],
    [
      intl.formatMessage(messages.amount),
      qr.amount === null || qr.currency === null
        ? null
        : intl.formatNumber(qr.amount, { style: 'currency', currency: qr.currency }),
    ],
    [intl.formatMessage(messages.reference), qr.reference],
  ];
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <p>{intl.formatMessage(messages.scan)}</p>
      {store.image !== null && <img src={store.image} alt={label} width={192} height={192} />}
      {store.payload !== null && <QrMatrix text={store.payload} label={label} />}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== null)
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </section>
  );
});
