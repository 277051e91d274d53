import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { AdminLinkKey } from '../../../domain/admin-links';
import { ExternalLink } from '../../../shared/components/external-link';
import { useStores } from '../../../shared/store-context';
import { useLazyFeature } from '../../../shared/use-lazy-feature';
import styles from './admin-bar.module.css';

const messages = defineMessages({
  label: { id: 'header.admin.label', defaultMessage: 'Back office shortcuts' },
  customers: { id: 'header.admin.customers', defaultMessage: 'Customers' },
  orders: { id: 'header.admin.orders', defaultMessage: 'Orders' },
  catalog: { id: 'header.admin.catalog', defaultMessage: 'Categories' },
  folders: { id: 'header.admin.folders', defaultMessage: 'Folders' },
  coupon: { id: 'header.admin.coupon', defaultMessage: 'Coupons' },
  sales: { id: 'header.admin.sales', defaultMessage: 'Sales' },
  brand: { id: 'header.admin.brand', defaultMessage: 'Brands' },
  export: { id: 'header.admin.export', defaultMessage: 'Export' },
  import: { id: 'header.admin.import', defaultMessage: 'Import' },
  modules: { id: 'header.admin.modules', defaultMessage: 'Modules' },
  configuration: { id: 'header.admin.configuration', defaultMessage: 'Configuration' },
  updateCategory: { id: 'header.admin.updateCategory', defaultMessage: 'Edit category' },
  updateProduct: { id: 'header.admin.updateProduct', defaultMessage: 'Edit product' },
  updatePartnerProduct: { id: 'header.admin.updatePartnerProduct', defaultMessage: 'Edit partner product' },
  updateContent: { id: 'header.admin.updateContent', defaultMessage: 'Edit content' },
});

const LABELS: Record<AdminLinkKey, MessageDescriptor> = messages;

/** Shortcut bar to the back office (section 2.7); its code loads only for admins. */
const AdminBar = observer(function AdminBar() {
  const intl = useIntl();
  const { bar: adminBar } = useLazyFeature(useStores().adminBar);
  const location = useLocation();
  return (
    <nav className={styles.adminBar} aria-label={intl.formatMessage(messages.label)}>
      <ul>
        {adminBar.linksFor(location.pathname, location.state).map(({ key, target }) => {
          const label = intl.formatMessage(LABELS[key]);
          return (
            <li key={key}>
              {target.external ? <ExternalLink href={target.href}>{label}</ExternalLink> : <a href={target.href}>{label}</a>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

export default AdminBar;
