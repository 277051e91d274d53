import { defineMessage, defineMessages } from 'react-intl';

/** Labels the catalog components share. */
export const catalogMessages = defineMessages({
  inclVat: { id: 'catalog.price.inclVat', defaultMessage: 'incl. VAT' },
  vatZero: { id: 'catalog.price.vatZero', defaultMessage: 'VAT 0%' },
  priceUnavailable: { id: 'catalog.price.unavailable', defaultMessage: 'Price unavailable' },
  priceOnRequest: { id: 'catalog.price.onRequest', defaultMessage: 'Price on request' },
  previousPrice: { id: 'catalog.price.previous', defaultMessage: 'Previous price' },
  outOfStock: { id: 'catalog.stock.out', defaultMessage: 'Out of stock' },
  inStockRomania: { id: 'catalog.stock.inStockRomania', defaultMessage: 'In Stock' },
  inStockDefault: { id: 'catalog.stock.inStockDefault', defaultMessage: 'Is in stock' },
  noImage: { id: 'catalog.image.none', defaultMessage: 'No picture available' },
});

export const discountMessage = defineMessage<{ percent: number }>({
  id: 'catalog.price.discount',
  defaultMessage: '−{percent}%',
});
export const discountLabelMessage = defineMessage<{ percent: number }>({
  id: 'catalog.price.discountLabel',
  defaultMessage: '{percent}% off',
});
export const stockCountMessage = defineMessage<{ count: number }>({
  id: 'catalog.stock.count',
  defaultMessage: '{count} in stock',
});
