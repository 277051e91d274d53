import { defineMessages } from 'react-intl';

/** Labels the shell pages share (breadcrumb root, links home and to the cart). */
export const pageMessages = defineMessages({
  homepage: { id: 'pages.homepage', defaultMessage: 'Homepage' },
  backHome: { id: 'pages.backHome', defaultMessage: 'Back to the homepage' },
  toCart: { id: 'pages.toCart', defaultMessage: 'Go to the cart' },
  pleaseWait: { id: 'pages.pleaseWait', defaultMessage: 'Please wait...' },
});
