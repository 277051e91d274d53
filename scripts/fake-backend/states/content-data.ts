import type { SeedContent, SeedData } from '../../../adapters/fake/seed/seed-types';

export function contentOf(data: SeedData, contentId: number): SeedContent {
  const content = data.contentById.get(contentId);
  if (content === undefined) throw new Error(`the data set has no content ${contentId}`);
  return content;
}

/** A postscriptum as the landing contents carry one: the brand and category they point to. */
export function ensurePostscriptum(data: SeedData, contentId: number): void {
  const content = contentOf(data, contentId);
  if (content.postscriptum !== null && content.postscriptum !== '') return;
  const product = data.products[0];
  if (product === undefined) throw new Error('the data set has no product to point to');
  content.postscriptum = JSON.stringify({ brand_id: product.brandId, category_id: product.defaultCategoryId });
}

/** Moves a content into a folder (a content is in one folder). */
export function moveContentToFolder(data: SeedData, contentId: number, folderId: number): void {
  const content = contentOf(data, contentId);
  const folder = data.folders.find((candidate) => candidate.id === folderId);
  if (folder === undefined) throw new Error(`the data set has no folder ${folderId}`);
  if (folder.contentIds.includes(contentId)) return;
  for (const other of data.folders) other.contentIds = other.contentIds.filter((id) => id !== contentId);
  folder.contentIds.push(contentId);
  content.folderId = folderId;
}
