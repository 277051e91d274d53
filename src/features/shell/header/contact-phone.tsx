import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import styles from './contact-phone.module.css';

const messages = defineMessages({
  errorTitle: { id: 'header.storeInfo.errorTitle', defaultMessage: 'Error loading data' },
  network: { id: 'header.storeInfo.network', defaultMessage: 'The server could not be reached' },
  unknownError: { id: 'header.storeInfo.unknownError', defaultMessage: 'Unknown error' },
});

const callUs = defineMessage<{ phone: string }>({ id: 'header.phone.call', defaultMessage: 'Call us: {phone}' });

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phone and support hours from the store info, or the load error with a retry. */
export const ContactPhone = observer(function ContactPhone() {
  const intl = useIntl();
  const { shop } = useStores();
  const info = shop.storeInfo;

  if (info.status === 'error') {
    const message =
      info.error?.kind === 'network'
        ? intl.formatMessage(messages.network)
        : info.error?.message?.trim() || intl.formatMessage(messages.unknownError);
    return (
      <button
        type="button"
        className={styles.storeInfoError}
        title={intl.formatMessage(messages.errorTitle)}
        onClick={() => void info.reload()}
      >
        <Icon name="refresh" size={20} />
        <span className={styles.storeInfoErrorText}>{message}</span>
      </button>
    );
  }

  const flags = shop.localeConfig.value?.flags;
  const phone = info.value?.phone?.trim();
  if (!phone || flags?.phone === false) return null;
  const hours = info.value?.supportTime?.trim() || info.value?.supportTimeMoTh?.trim() || null;
  return (
    <a href={telHref(phone)} className={styles.phone} title={intl.formatMessage(callUs, { phone })}>
      <Icon name="phone" />
      <span className={styles.phoneText}>
        <span className={styles.phoneNumber}>{phone}</span>
        {hours && <span className={styles.phoneHours}>{hours}</span>}
      </span>
    </a>
  );
});
