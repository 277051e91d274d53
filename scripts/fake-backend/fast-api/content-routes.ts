import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';
import { contextOf, numberOf } from '../shop-context';
import { contentWire } from './catalog-wire';

/** The fast API's contents and folders (tag catalog). */
export function contentRoutes({ fakes, data }: FakeWorld): Route[] {
  return [
    route('GET', '/api/content/custom_attribute/', async ({ query }) => {
      const contentId = numberOf(query.get('content_id')) ?? Number.NaN;
      return fromResult(await fakes.content.getContent(contentId, contextOf(data, query.get('locale'))), contentWire);
    }),
    route('GET', '/api/content_folder', async ({ query }) => {
      const folderId = numberOf(query.get('folder_id')) ?? Number.NaN;
      const contents = await fakes.content.listFolder(folderId, contextOf(data, query.get('locale')));
      return fromResult(contents, (list) => list.map(contentWire));
    }),
  ];
}
