import { defineMessage, defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { FulfilmentCentre, ProductComment, ProductFeature } from '../../../ports/model/product';
import { catalogMessages, stockCountMessage } from '../catalog/catalog-messages';
import styles from './product-details.module.css';

const messages = defineMessages({
  features: { id: 'catalog.product.features', defaultMessage: 'Details' },
  fulfilment: { id: 'catalog.product.fulfilment', defaultMessage: 'Stock in our warehouses' },
  comments: { id: 'catalog.product.comments', defaultMessage: 'Customer reviews' },
  noComments: { id: 'catalog.product.noComments', defaultMessage: 'No reviews yet.' },
});
const ratingMessage = defineMessage<{ rating: number }>({
  id: 'catalog.product.rating',
  defaultMessage: 'Rated {rating, number} out of 5',
});
const averageMessage = defineMessage<{ rating: number; count: number }>({
  id: 'catalog.product.averageRating',
  defaultMessage: '{rating, number} out of 5 ({count, plural, one {# review} other {# reviews}})',
});
/** Between author and date. */
const SEPARATOR = ' · ';
const centreMessage = defineMessage<{ name: string; city: string }>({
  id: 'catalog.product.centre',
  defaultMessage: '{name}, {city}',
});

/** Five stars, filled to the rating; the text alternative says the number. */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={intl.formatMessage(ratingMessage, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          className={i < filled ? styles.on : styles.off}
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export function FeatureList({ features }: { features: readonly ProductFeature[] }) {
  if (features.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2>
        <FormattedMessage {...messages.features} />
      </h2>
      <dl className={styles.features}>
        {features.map((feature, index) => (
          <div key={`${feature.title}-${index}`} className={styles.feature}>
            <dt>{feature.title}</dt>
            <dd>{feature.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Stock per fulfilment centre for the chosen variant (already sanitised: junk counts as 0). */
export function FulfilmentStock({ centres }: { centres: readonly FulfilmentCentre[] }) {
  const intl = useIntl();
  if (centres.length === 0) return null;
  return (
    <div className={styles.fulfilment}>
      <h2 className={styles.small}>
        <FormattedMessage {...messages.fulfilment} />
      </h2>
      <ul>
        {centres.map((centre) => (
          <li key={centre.id}>
            <span>{intl.formatMessage(centreMessage, { name: centre.name, city: centre.city })}</span>
            <span className={centre.stock > 0 ? styles.inStock : styles.outOfStock}>
              {centre.stock > 0
                ? intl.formatMessage(stockCountMessage, { count: centre.stock })
                : intl.formatMessage(catalogMessages.outOfStock)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Comments({
  comments,
  average,
}: {
  comments: readonly (ProductComment & { stars: number | null })[];
  average: number | null;
}) {
  return (
    <section className={styles.section}>
      <h2>
        <FormattedMessage {...messages.comments} />
      </h2>
      {average !== null && (
        <p className={styles.average}>
          <Stars rating={average} />
          <FormattedMessage {...averageMessage} values={{ rating: average, count: comments.length }} />
        </p>
      )}
      {comments.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.noComments} />
        </p>
      ) : (
        <ul className={styles.comments}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.commentHead}>
                {comment.stars !== null && <Stars rating={comment.stars} />}
                <strong>{comment.title}</strong>
              </p>
              <p>{comment.body}</p>
              <p className={styles.muted}>
                {comment.author}
                {!Number.isNaN(Date.parse(comment.createdAt)) && (
                  <>
                    {SEPARATOR}
                    <FormattedDate value={comment.createdAt} dateStyle="medium" />
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
