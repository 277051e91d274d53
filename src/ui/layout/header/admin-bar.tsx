import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { matchPath, useLocation } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { useStores } from '../../store-context';
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
  updateContent: { id: 'header.admin.updateContent', defaultMessage: 'Edit content' },
});

export interface AdminLink {
  key: string;
  label: MessageDescriptor;
  path: string;
}

const FIXED: AdminLink[] = [
  { key: 'customers', label: messages.customers, path: '/customers' },
  { key: 'orders', label: messages.orders, path: '/orders' },
  { key: 'catalog', label: messages.catalog, path: '/catalog' },
  { key: 'folders', label: messages.folders, path: '/folders' },
  { key: 'coupon', label: messages.coupon, path: '/coupon' },
  { key: 'sales', label: messages.sales, path: '/sales' },
  { key: 'brand', label: messages.brand, path: '/brand' },
  { key: 'export', label: messages.export, path: '/export' },
  { key: 'import', label: messages.import, path: '/import' },
  { key: 'modules', label: messages.modules, path: '/modules' },
  { key: 'configuration', label: messages.configuration, path: '/configuration' },
];

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The back-office links for the current page: the fixed set, plus an edit link for the product
 * (/product/:id), the category (navigation state { id }) or the content page (state { contentId }).
 */
export function adminLinks(pathname: string, state: unknown): AdminLink[] {
  const links = [...FIXED];
  const productId = positiveId(matchPath('/product/:id', pathname)?.params.id);
  const navState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const contentId = positiveId(navState.contentId);
  const categoryId = positiveId(navState.id);
  if (productId !== null) {
    links.push({ key: 'updateProduct', label: messages.updateProduct, path: `/products/update?product_id=${productId}` });
  } else if (contentId !== null) {
    links.push({ key: 'updateContent', label: messages.updateContent, path: `/content/update?content_id=${contentId}` });
  } else if (categoryId !== null) {
    links.push({ key: 'updateCategory', label: messages.updateCategory, path: `/categories/update?category_id=${categoryId}` });
  }
  return links;
}

/** Shortcut bar to the back office: admins only, and only above 991px (CSS). */
export const AdminBar = observer(function AdminBar() {
  const intl = useIntl();
  const { session, links } = useStores();
  const location = useLocation();
  if (!session.isAdmin) return null;
  return (
    <nav className={styles.adminBar} aria-label={intl.formatMessage(messages.label)}>
      <ul>
        {adminLinks(location.pathname, location.state).map((link) => {
          const target = links.backOfficeLink(link.path);
          const label = intl.formatMessage(link.label);
          return (
            <li key={link.key}>
              {target.external ? <ExternalLink href={target.href}>{label}</ExternalLink> : <a href={target.href}>{label}</a>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
