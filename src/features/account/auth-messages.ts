import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldProblem } from '../../domain/customer-form-rules';
import type { AuthFailure } from './auth-form-store';

const messages = defineMessages({
  required: { id: 'auth.problem.required', defaultMessage: 'This field is required.' },
  tooShort: { id: 'auth.problem.tooShort', defaultMessage: 'Please enter at least 2 characters.' },
  email: { id: 'auth.problem.email', defaultMessage: 'Please enter a valid e-mail address.' },
  passwordTooShort: { id: 'auth.problem.passwordTooShort', defaultMessage: 'The password needs at least 4 characters.' },
  passwordsDiffer: { id: 'auth.problem.passwordsDiffer', defaultMessage: 'The passwords do not match.' },
  emailsDiffer: { id: 'auth.problem.emailsDiffer', defaultMessage: 'The e-mail addresses do not match.' },
  phone: { id: 'auth.problem.phone', defaultMessage: 'Please enter a valid phone number (digits, spaces or +).' },
  postcode: { id: 'auth.problem.postcode', defaultMessage: 'Please enter a valid postal code.' },
  vatNumber: { id: 'auth.problem.vatNumber', defaultMessage: 'Please enter a VAT number like DE999999999 or RO99999999.' },
  wrongCredentials: { id: 'auth.failure.wrongCredentials', defaultMessage: 'Wrong login data' },
  emailExists: { id: 'auth.failure.emailExists', defaultMessage: 'Email address already exists' },
  registerFailed: { id: 'auth.failure.registerFailed', defaultMessage: 'Could not register your customer details' },
  vatInvalid: { id: 'auth.failure.vatInvalid', defaultMessage: 'Could not validate VAT number' },
  loginFailed: { id: 'auth.failure.loginFailed', defaultMessage: 'Logging in failed. Check your connection and try again.' },
});

export const PROBLEM_TEXT: Record<FieldProblem, MessageDescriptor> = {
  required: messages.required,
  'too-short': messages.tooShort,
  email: messages.email,
  'password-too-short': messages.passwordTooShort,
  'passwords-differ': messages.passwordsDiffer,
  'emails-differ': messages.emailsDiffer,
  phone: messages.phone,
  postcode: messages.postcode,
  'vat-number': messages.vatNumber,
};

/** Section 8's messages for a failed login or registration. */
export function failureText(failure: AuthFailure, form: 'login' | 'register'): MessageDescriptor {
  if (failure === 'vat-invalid') return messages.vatInvalid;
  if (failure === 'wrong-credentials') return messages.wrongCredentials;
  if (failure === 'email-exists') return messages.emailExists;
  return form === 'login' ? messages.loginFailed : messages.registerFailed;
}
