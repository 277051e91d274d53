export interface NavCategory {
  id: number;
  title: string;
  url: string;
  children: NavCategory[];
}

export interface Category {
  id: number;
  title: string;
  descriptionHtml: string;
  url: string;
  parentId: number | null;
}

/** Product counts keyed by category id. */
export type CategoryCounts = Readonly<Record<number, number>>;

export interface Brand {
  id: number;
  title: string;
  descriptionHtml: string;
  url: string;
  logoUrl: string | null;
}

export interface BrandWithCount extends Brand {
  count: number;
}
