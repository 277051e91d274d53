import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import type { TitleKind } from './account-store';
import { PageHeading } from '../../shared/components/page-heading';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { AccountOrders } from './account-orders';
import styles from './account-page.module.css';
import { AddressBook } from './address-book';
import { ChangePasswordForm } from './change-password-form';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  heading: { id: 'account.heading', defaultMessage: 'My account' },
  logOut: { id: 'account.logOut', defaultMessage: 'Log out' },
  mr: { id: 'account.title.mr', defaultMessage: 'Mr' },
  miss: { id: 'account.title.miss', defaultMessage: 'Ms' },
  association: { id: 'account.title.association', defaultMessage: 'Association' },
  company: { id: 'account.title.company', defaultMessage: 'Company' },
});
const hello = defineMessage<{ name: string }>({ id: 'account.hello', defaultMessage: 'Hello, {name}' });

const TITLE_TEXT: Record<TitleKind, MessageDescriptor> = {
  mr: messages.mr,
  miss: messages.miss,
  association: messages.association,
  company: messages.company,
};

/** /account: profile, orders, addresses and password; a logged-out shopper goes to the login screen. */
const AccountPage = observer(function AccountPage() {
  const intl = useIntl();
  const { account } = useAccountFeature();
  useEffect(() => account.start(), [account]);
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });
  if (account.needsLogin) return <Navigate to="/login-register" replace />;
  return (
    <section className={styles.page}>
      <PageHeading>
        <FormattedMessage {...messages.heading} />
      </PageHeading>
      <div className={styles.profile}>
        {account.name && (
          <p>
            <FormattedMessage {...hello} values={{ name: account.name }} />
          </p>
        )}
        <p className={styles.muted}>
          {account.title && <FormattedMessage {...TITLE_TEXT[account.title]} />}
          {account.company && <span>{account.company}</span>}
          {account.email && <span>{account.email}</span>}
        </p>
      </div>
      <AccountOrders />
      <AddressBook />
      <ChangePasswordForm />
      <Link to="/logout">
        <FormattedMessage {...messages.logOut} />
      </Link>
    </section>
  );
});

export default AccountPage;
