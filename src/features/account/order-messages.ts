import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ShownOrderStatus } from '../../domain/order-status';
import type { OrderNotice } from './order-store';

const status = defineMessages({
  not_paid: { id: 'order.status.notPaid', defaultMessage: 'Awaiting payment' },
  paid: { id: 'order.status.paid', defaultMessage: 'Paid' },
  processing: { id: 'order.status.processing', defaultMessage: 'Processing' },
  sent: { id: 'order.status.sent', defaultMessage: 'Sent' },
  canceled: { id: 'order.status.canceled', defaultMessage: 'Cancelled' },
  refunded: { id: 'order.status.refunded', defaultMessage: 'Refunded' },
  other: { id: 'order.status.other', defaultMessage: 'In progress' },
  withdrawn: { id: 'order.status.withdrawn', defaultMessage: 'Withdrawn' },
});

export const STATUS_TEXT: Record<ShownOrderStatus, MessageDescriptor> = status;

const notices = defineMessages({
  cancelled: { id: 'order.notice.cancelled', defaultMessage: 'Your order has been cancelled.' },
  cancelFailed: {
    id: 'order.notice.cancelFailed',
    defaultMessage: 'Failed to cancel order. Please try again or contact support.',
  },
  withdrawFailed: {
    id: 'order.notice.withdrawFailed',
    defaultMessage: 'Your withdrawal could not be recorded. Please try again or contact support.',
  },
});

export const NOTICE_TEXT: Record<Exclude<OrderNotice, 'withdrawn'>, MessageDescriptor> = {
  cancelled: notices.cancelled,
  'cancel-failed': notices.cancelFailed,
  'withdraw-failed': notices.withdrawFailed,
};

/** The confirmation of the online withdrawal, with the date and time the shop recorded it. */
export const WITHDRAWN_TEXT = defineMessage<{ date: string; time: string }>({
  id: 'order.notice.withdrawn',
  defaultMessage: 'We have received your withdrawal from the contract on {date} at {time}.',
});
