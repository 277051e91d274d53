import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../shared/store-context';
import styles from './offline-banner.module.css';

/** A quiet line while the device is offline: the shop shows what it has and catches up once back. */
export const OfflineBanner = observer(function OfflineBanner() {
  return useStores().connectivity.online ? null : (
    <p role="status" className={styles.offline}>
      <FormattedMessage
        id="shell.offline"
        defaultMessage="You are offline. The shop shows what it already has and catches up when the connection returns."
      />
    </p>
  );
});
