export type ResolvedKind = 'product' | 'category' | 'content' | 'brand' | 'pse';

export interface ResolvedUrl {
  kind: ResolvedKind;
  id: number;
  title?: string;
}
