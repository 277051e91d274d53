import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '../../../ports/model/order';
import { PageHeading } from '../../shared/components/page-heading';
import { OrderActions } from './order-actions';
import { OrderAddressBlock } from './order-address';
import { STATUS_TEXT } from './order-messages';
import styles from './order-view.module.css';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  lines: { id: 'order.lines', defaultMessage: 'Items' },
  product: { id: 'order.product', defaultMessage: 'Product' },
  quantity: { id: 'order.quantity', defaultMessage: 'Quantity' },
  unitPrice: { id: 'order.unitPrice', defaultMessage: 'Unit price' },
  total: { id: 'order.total', defaultMessage: 'Total' },
  postage: { id: 'order.postage', defaultMessage: 'Shipping' },
  discount: { id: 'order.discount', defaultMessage: 'Discount' },
  totalNet: { id: 'order.totalNet', defaultMessage: 'Total excl. VAT' },
  invoiceAddress: { id: 'order.invoiceAddress', defaultMessage: 'Billing address' },
  deliveryAddress: { id: 'order.deliveryAddress', defaultMessage: 'Delivery address' },
  delivery: { id: 'order.delivery', defaultMessage: 'Delivery' },
  payment: { id: 'order.payment', defaultMessage: 'Payment' },
});
const heading = defineMessage<{ ref: string }>({ id: 'order.heading', defaultMessage: 'Order {ref}' });
const vatNumber = defineMessage<{ number: string }>({ id: 'order.vatNumber', defaultMessage: 'VAT number: {number}' });

/** An order's lines, totals, addresses, delivery and payment, with amounts in the shop's money format. */
export const OrderContents = observer(function OrderContents({
  order,
  money,
}: {
  order: OrderDetail;
  money: (amount: number) => string;
}) {
  const intl = useIntl();
  return (
    <>
      <table className={styles.lines} aria-label={intl.formatMessage(messages.lines)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.product)}</th>
            <th scope="col">{intl.formatMessage(messages.quantity)}</th>
            <th scope="col">{intl.formatMessage(messages.unitPrice)}</th>
            <th scope="col">{intl.formatMessage(messages.total)}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.title}
                <span className={styles.ref}>{line.ref}</span>
              </th>
              <td className="tabular">{line.quantity}</td>
              <td className="tabular">
                {line.wasInPromo && line.listUnitGross > line.unitGross && (
                  <s className={styles.list}>{money(line.listUnitGross)}</s>
                )}
                {money(line.unitGross)}
              </td>
              <td className="tabular">{money(line.totalGross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>{intl.formatMessage(messages.postage)}</dt>
        <dd className="tabular">{money(order.postageGross)}</dd>
        {order.discountGross > 0 && (
          <>
            <dt>{intl.formatMessage(messages.discount)}</dt>
            <dd className="tabular">{money(-order.discountGross)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(messages.totalNet)}</dt>
        <dd className="tabular">{money(order.totalNet)}</dd>
        <dt className={styles.grand}>{intl.formatMessage(messages.total)}</dt>
        <dd className={`tabular ${styles.grand}`}>{money(order.totalGross)}</dd>
      </dl>
      <div className={styles.details}>
        {(order.invoiceAddress || order.vatNumber) && (
          <section>
            <h2>{intl.formatMessage(messages.invoiceAddress)}</h2>
            {order.invoiceAddress && <OrderAddressBlock address={order.invoiceAddress} />}
            {order.vatNumber && <p>{intl.formatMessage(vatNumber, { number: order.vatNumber })}</p>}
          </section>
        )}
        {order.deliveryAddress && (
          <section>
            <h2>{intl.formatMessage(messages.deliveryAddress)}</h2>
            <OrderAddressBlock address={order.deliveryAddress} />
          </section>
        )}
        <section>
          <h2>{intl.formatMessage(messages.delivery)}</h2>
          <p>{order.deliveryMethod}</p>
          <h2>{intl.formatMessage(messages.payment)}</h2>
          <p>{order.paymentMethod}</p>
        </section>
      </div>
    </>
  );
});

/** The order screen's content, for a customer's order and a guest invoice alike. */
export const OrderView = observer(function OrderView({ order }: { order: OrderDetail }) {
  const { order: store } = useAccountFeature();
  return (
    <article className={styles.order}>
      <PageHeading>
        <FormattedMessage {...heading} values={{ ref: order.ref }} />
      </PageHeading>
      <p className={styles.meta}>
        <FormattedDate value={order.createdAt} dateStyle="long" />
        <span>
          <FormattedMessage {...STATUS_TEXT[store.status ?? order.status]} />
        </span>
      </p>
      <OrderContents order={order} money={store.money} />
      <OrderActions />
    </article>
  );
});
