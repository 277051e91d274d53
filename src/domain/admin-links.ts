/** The page an admin is on, as far as the back office can edit it. */
export type AdminPage =
  | { kind: 'product'; id: number }
  | { kind: 'partner-product'; pseId: number }
  | { kind: 'category'; id: number }
  | { kind: 'content'; id: number };

export type AdminLinkKey =
  | 'customers'
  | 'orders'
  | 'catalog'
  | 'folders'
  | 'coupon'
  | 'sales'
  | 'brand'
  | 'export'
  | 'import'
  | 'modules'
  | 'configuration'
  | 'updateProduct'
  | 'updatePartnerProduct'
  | 'updateCategory'
  | 'updateContent';

export interface AdminLink {
  key: AdminLinkKey;
  /** Path under the back office's base URL. */
  path: string;
}

const SECTIONS: readonly AdminLinkKey[] = [
  'customers',
  'orders',
  'catalog',
  'folders',
  'coupon',
  'sales',
  'brand',
  'export',
  'import',
  'modules',
  'configuration',
];

function editLink(page: AdminPage): AdminLink {
  switch (page.kind) {
    case 'product':
      return { key: 'updateProduct', path: `/products/update?product_id=${page.id}` };
    case 'partner-product':
      return { key: 'updatePartnerProduct', path: `/products/update?pse_id=${page.pseId}` };
    case 'category':
      return { key: 'updateCategory', path: `/categories/update?category_id=${page.id}` };
    case 'content':
      return { key: 'updateContent', path: `/content/update?content_id=${page.id}` };
  }
}

/** Section 2.7: the back-office sections, plus the edit link of the page the admin is on. */
export function adminLinks(page: AdminPage | null): AdminLink[] {
  const sections = SECTIONS.map((key) => ({ key, path: `/${key}` }));
  return page === null ? sections : [...sections, editLink(page)];
}
