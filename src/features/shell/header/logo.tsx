import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../shared/components/skeleton';
import { useStores } from '../../../shared/store-context';
import styles from './logo.module.css';

const messages = defineMessages({
  home: { id: 'header.logo.home', defaultMessage: 'Home page' },
});

/** Logo linking home, with the store name as its accessible text. */
export const Logo = observer(function Logo() {
  const intl = useIntl();
  const { shop } = useStores();
  const config = shop.localeConfig.value;
  const storeName = config?.storeName || shop.storeInfo.value?.name || '';
  if (!config && !storeName) {
    return (
      <span className={styles.logo}>
        <Skeleton width="9rem" height="2rem" />
      </span>
    );
  }
  const name = storeName || intl.formatMessage(messages.home);
  return (
    <Link to="/" className={styles.logo}>
      {config?.logoUrl ? (
        <img src={config.logoUrl} alt={name} className={styles.logoImage} width={160} height={40} />
      ) : (
        <span className={styles.logoText}>{name}</span>
      )}
    </Link>
  );
});
