import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AddressNotice } from './address-book-store';
import { Button } from '../../shared/components/button';
import { ConfirmStep } from '../../shared/components/confirm-step';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './account-page.module.css';
import { AddressForm } from './address-form';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  heading: { id: 'address.heading', defaultMessage: 'My addresses' },
  add: { id: 'address.add', defaultMessage: 'Add address' },
  edit: { id: 'address.edit', defaultMessage: 'Edit' },
  delete: { id: 'address.delete', defaultMessage: 'Delete' },
  makeDefault: { id: 'address.makeDefault', defaultMessage: 'Make default' },
  isDefault: { id: 'address.isDefault', defaultMessage: 'Default address' },
  none: { id: 'address.none', defaultMessage: 'You have not saved an address yet.' },
  deleteQuestion: { id: 'address.deleteQuestion', defaultMessage: 'Delete this address?' },
  deleteConfirm: { id: 'address.deleteConfirm', defaultMessage: 'Yes, delete it' },
  keep: { id: 'address.keep', defaultMessage: 'Keep it' },
  loadFailed: { id: 'address.loadFailed', defaultMessage: 'Your addresses could not be loaded. Try again.' },
  saved: { id: 'address.notice.saved', defaultMessage: 'The address has been saved.' },
  deleted: { id: 'address.notice.deleted', defaultMessage: 'The address has been deleted.' },
  deleteFailed: { id: 'address.notice.deleteFailed', defaultMessage: 'The address could not be deleted. Please try again.' },
  defaultFailed: {
    id: 'address.notice.defaultFailed',
    defaultMessage: 'The default address could not be changed. Please try again.',
  },
});

const NOTICE = {
  saved: messages.saved,
  deleted: messages.deleted,
  'delete-failed': messages.deleteFailed,
  'default-failed': messages.defaultFailed,
} satisfies Record<AddressNotice, unknown>;

/** The account's addresses: list, add, edit, delete (confirmed) and set default. */
export const AddressBook = observer(function AddressBook() {
  const intl = useIntl();
  const { addresses: book, addressForm: form } = useAccountFeature();
  useEffect(() => book.start(), [book]);
  const { addresses } = book;
  return (
    <section aria-labelledby="addresses-heading" className={styles.section}>
      <h2 id="addresses-heading">
        <FormattedMessage {...messages.heading} />
      </h2>
      <p role="status" className={styles.notice}>
        {book.notice && <FormattedMessage {...NOTICE[book.notice]} />}
      </p>
      {addresses.failed ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={() => void addresses.load()} />
      ) : addresses.value === undefined ? (
        <Skeleton height="8rem" />
      ) : book.sorted.length === 0 ? (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      ) : (
        <ul className={styles.addresses}>
          {book.sorted.map((address) => (
            <li key={address.id} className={styles.address} aria-label={address.label}>
              <strong>{address.label}</strong>
              {address.isDefault && (
                <span className={styles.badge}>
                  <FormattedMessage {...messages.isDefault} />
                </span>
              )}
              <address>
                {[address.firstName, address.lastName].join(' ')}
                <br />
                {[address.address1, address.address2].filter(Boolean).join(' ')}
                <br />
                {[address.zipCode, address.city].join(' ')}
              </address>
              {form.editing === address.id ? (
                <AddressForm />
              ) : book.confirmingDelete === address.id ? (
                <ConfirmStep
                  question={<FormattedMessage {...messages.deleteQuestion} />}
                  confirmLabel={<FormattedMessage {...messages.deleteConfirm} />}
                  keepLabel={<FormattedMessage {...messages.keep} />}
                  onConfirm={() => void book.confirmDelete()}
                  onKeep={book.cancelDelete}
                />
              ) : (
                <div className={styles.addressActions}>
                  <Button variant="link" onClick={() => form.open(address)}>
                    <FormattedMessage {...messages.edit} />
                  </Button>
                  <Button variant="link" onClick={() => book.askToDelete(address.id)} disabled={book.busy}>
                    <FormattedMessage {...messages.delete} />
                  </Button>
                  {!address.isDefault && (
                    <Button variant="link" onClick={() => void book.makeDefault(address.id)} disabled={book.busy}>
                      <FormattedMessage {...messages.makeDefault} />
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {form.editing === 'new' ? (
        <AddressForm />
      ) : (
        <Button variant="secondary" onClick={() => form.open(null)}>
          <FormattedMessage {...messages.add} />
        </Button>
      )}
    </section>
  );
});
