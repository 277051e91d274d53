import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { stockBadge } from '../../domain/stock-badge';
import { useStores } from '../../shared/store-context';
import { catalogMessages, stockCountMessage } from './catalog-messages';
import styles from './stock-badge.module.css';

/**
 * Stock per the spec: a number below 10, otherwise 'In Stock' (Romania) or 'Is in stock'.
 * Negative or non-numeric stock counts as 0: 'Out of stock'.
 */
export const StockBadge = observer(function StockBadge({ stock, className }: { stock: unknown; className?: string }) {
  const { shop } = useStores();
  const badge = stockBadge(stock, shop.country.isoAlpha2);
  const classes = [styles.badge, className].filter(Boolean).join(' ');
  if (badge.kind === 'count') {
    if (badge.count === 0) {
      return (
        <span className={`${classes} ${styles.out}`} data-testid="stock-badge" data-stock="0">
          <FormattedMessage {...catalogMessages.outOfStock} />
        </span>
      );
    }
    return (
      <span className={`${classes} ${styles.low}`} data-testid="stock-badge" data-stock={badge.count}>
        <FormattedMessage {...stockCountMessage} values={{ count: badge.count }} />
      </span>
    );
  }
  return (
    <span className={`${classes} ${styles.in}`} data-testid="stock-badge">
      <FormattedMessage {...(badge.wording === 'romania' ? catalogMessages.inStockRomania : catalogMessages.inStockDefault)} />
    </span>
  );
});
