import { defineMessage, defineMessages } from 'react-intl';

/** Labels the catalogue components share. */
export const catalogueMessages = defineMessages({
  inclVat: { id: 'catalogue.price.inclVat', defaultMessage: 'incl. VAT' },
  vatZero: { id: 'catalogue.price.vatZero', defaultMessage: 'VAT 0%' },
  priceUnavailable: { id: 'catalogue.price.unavailable', defaultMessage: 'Price unavailable' },
  priceOnRequest: { id: 'catalogue.price.onRequest', defaultMessage: 'Price on request' },
  previousPrice: { id: 'catalogue.price.previous', defaultMessage: 'Previous price' },
  outOfStock: { id: 'catalogue.stock.out', defaultMessage: 'Out of stock' },
  inStockRomania: { id: 'catalogue.stock.inStockRomania', defaultMessage: 'In Stock' },
  inStockDefault: { id: 'catalogue.stock.inStockDefault', defaultMessage: 'Is in stock' },
  noImage: { id: 'catalogue.image.none', defaultMessage: 'No picture available' },
});

export const discountMessage = defineMessage<{ percent: number }>({
  id: 'catalogue.price.discount',
  defaultMessage: '−{percent}%',
});
export const discountLabelMessage = defineMessage<{ percent: number }>({
  id: 'catalogue.price.discountLabel',
  defaultMessage: '{percent}% off',
});
export const stockCountMessage = defineMessage<{ count: number }>({
  id: 'catalogue.stock.count',
  defaultMessage: '{count} in stock',
});
