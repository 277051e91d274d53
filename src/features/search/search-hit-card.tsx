import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SearchProductHit } from '../../../ports/model/search';
import { chooseImage } from '../../domain/image-choice';
import { searchHitPath } from '../../domain/search-hit-path';
import { PriceTag } from '../catalog/price-tag';
import cardStyles from '../catalog/product-card.module.css';
import { ProductImage } from '../catalog/product-image';
import { StockBadge } from '../catalog/stock-badge';
import { colourMessage } from './search-messages';
import styles from './search-hit-card.module.css';

/**
 * A search hit: picture (visible, lowest position under the cap), title, colour, price with the
 * VAT rules and the struck-through list price, and stock. `row` is the dropdown's compact form.
 */
export function SearchHitCard({
  hit,
  row = false,
  onFollow,
  linkTabIndex,
}: {
  hit: SearchProductHit;
  row?: boolean;
  onFollow?: () => void;
  /** -1 in the dropdown's listbox: the arrow keys reach the hit, Tab does not. */
  linkTabIndex?: number;
}) {
  const { colour } = hit;
  return (
    <article className={row ? styles.row : cardStyles.card} data-testid="search-hit" data-product-id={hit.id}>
      <Link to={searchHitPath(hit)} className={row ? styles.rowLink : cardStyles.link} onClick={onFollow} tabIndex={linkTabIndex}>
        <ProductImage image={chooseImage(hit.images)} alt="" className={row ? styles.thumb : undefined} />
        <h3 className={row ? styles.rowTitle : cardStyles.title}>{hit.title}</h3>
      </Link>
      <p className={row ? styles.rowColour : cardStyles.brand}>
        {colour !== null && <FormattedMessage {...colourMessage} values={{ colour }} />}
      </p>
      <div className={row ? undefined : cardStyles.priceArea}>
        <PriceTag net={hit.netPrice} listNet={hit.listNetPrice} defaultCategoryId={null} />
      </div>
      <StockBadge stock={hit.stock} />
    </article>
  );
}
