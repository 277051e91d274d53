export interface Content {
  id: number;
  title: string;
  /** Server HTML: render only through the sanitising component. */
  html: string;
  url: string;
  /** Free text; may hold JSON with brand_id and category_id. */
  postscriptum: string | null;
}

/** Legal and info pages, by their translated slug. */
export const INFO_PAGES = [
  'data-protection',
  'terms-and-conditions',
  'right-of-withdrawal',
  'faq',
  'imprint',
  'press',
  'pay',
  'delivery',
  'shipping-costs',
  'blog',
  'about',
  'contact',
  'warranty',
  'user-manual',
] as const;

export type InfoPage = (typeof INFO_PAGES)[number];
