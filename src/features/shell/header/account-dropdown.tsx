import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '../../../shared/components/icon';
import { Popover, PopoverAnchor } from '../../../shared/components/popover';
import { useStores } from '../../../shared/store-context';
import styles from './account-dropdown.module.css';
import { IconButton } from '../../../shared/components/icon-button';
import { useDismiss } from '../../../shared/components/use-dismiss';

const messages = defineMessages({
  account: { id: 'header.account.label', defaultMessage: 'My account' },
  accountLink: { id: 'header.account.account', defaultMessage: 'Account' },
  logOut: { id: 'header.account.logOut', defaultMessage: 'Log out' },
  loginRegister: { id: 'header.account.loginRegister', defaultMessage: 'Login/Register' },
});

/** Logged in: Account and Log out; otherwise Login/Register. */
export const AccountDropdown = observer(function AccountDropdown() {
  const intl = useIntl();
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, [rootRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const close = () => setOpen(false);

  return (
    <PopoverAnchor ref={rootRef}>
      <IconButton
        ref={buttonRef}
        aria-label={intl.formatMessage(messages.account)}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        {session.loggedIn && <span className={styles.signedInDot} aria-hidden="true" />}
      </IconButton>
      {open && (
        <Popover as="ul" id={menuId} align="end" className={styles.menu}>
          {session.loggedIn ? (
            <>
              <li>
                <Link to="/account" onClick={close}>
                  <FormattedMessage {...messages.accountLink} />
                </Link>
              </li>
              <li>
                <Link to="/logout" onClick={close}>
                  <FormattedMessage {...messages.logOut} />
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link to="/login-register" onClick={close}>
                <FormattedMessage {...messages.loginRegister} />
              </Link>
            </li>
          )}
        </Popover>
      )}
    </PopoverAnchor>
  );
});
