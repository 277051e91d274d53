import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PasswordOutcome } from './password-store';

const messages = defineMessages({
  sent: {
    id: 'password.outcome.sent',
    defaultMessage: 'If an account exists for this address, we have sent it an e-mail with a link.',
  },
  sendFailed: { id: 'password.outcome.sendFailed', defaultMessage: 'The e-mail could not be sent. Please try again later.' },
  changed: { id: 'password.outcome.changed', defaultMessage: 'Your password has been changed.' },
  changeFailed: {
    id: 'password.outcome.changeFailed',
    defaultMessage: 'Your password could not be changed. Check your current password and try again.',
  },
});

export const OUTCOME_TEXT: Record<PasswordOutcome, MessageDescriptor> = {
  sent: messages.sent,
  'send-failed': messages.sendFailed,
  changed: messages.changed,
  'change-failed': messages.changeFailed,
};
