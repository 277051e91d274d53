import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { safeInternalPath } from '../../../domain/external-url';
import { CloseButton } from '../../../shared/components/close-button';
import { ExternalLink } from '../../../shared/components/external-link';
import { SafeHtml } from '../../../shared/components/safe-html';
import { useStores } from '../../../shared/store-context';
import styles from './sales-bar.module.css';

const messages = defineMessages({
  label: { id: 'header.salesBar.label', defaultMessage: 'Current offer' },
  dismiss: { id: 'header.salesBar.dismiss', defaultMessage: 'Hide this offer' },
});

const isAbsolute = (url: string): boolean => /^https?:\/\//i.test(url);

/** The optional promotion strip above the header (section 4, Sales bar). */
export const SalesBar = observer(function SalesBar() {
  const intl = useIntl();
  const { shop, header } = useStores();
  const entry = shop.localeConfig.value?.salesBar;
  if (!header.salesBarVisible || !entry) return null;
  const link = entry.link?.trim() ?? '';
  const linkText = entry.linkText?.trim() || null;
  return (
    <section className={styles.salesBar} aria-label={intl.formatMessage(messages.label)} data-sales-bar>
      <div className={styles.salesBarInner}>
        <SafeHtml html={entry.message} className={styles.salesBarMessage} />
        {link !== '' &&
          linkText !== null &&
          (isAbsolute(link) ? (
            <ExternalLink href={link} className={styles.salesBarLink}>
              {linkText}
            </ExternalLink>
          ) : (
            <Link to={safeInternalPath(link.startsWith('/') ? link : `/${link}`)} className={styles.salesBarLink}>
              {linkText}
            </Link>
          ))}
      </div>
      {entry.dismissible && <CloseButton variant="accent" label={messages.dismiss} onClick={header.dismissSalesBar} />}
    </section>
  );
});
