import { defineMessage, defineMessages } from 'react-intl';

/** Texts shared by the mini cart and the cart page lines. */
export const lineMessages = defineMessages({
  priceUnavailable: { id: 'cart.line.priceUnavailable', defaultMessage: 'Price unavailable' },
  vatZero: { id: 'cart.line.vatZero', defaultMessage: 'VAT 0%' },
});

export const removeLineLabel = defineMessage<{ title: string }>({
  id: 'cart.line.removeLabel',
  defaultMessage: 'Remove {title} from the cart',
});
