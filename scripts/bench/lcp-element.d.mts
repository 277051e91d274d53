export interface LcpElement {
  snippet: string;
  selector: string;
}
export interface ServedImage {
  src: string;
  alt: string | null;
  fetchPriorityHigh: boolean;
  lazy: boolean;
}
export function lcpElementOf(lhr: { audits: Record<string, unknown> }): LcpElement | null;
export function imageSource(snippet: string | null | undefined): string | null;
export function servedImage(html: string, snippet: string | null | undefined): ServedImage | null;
