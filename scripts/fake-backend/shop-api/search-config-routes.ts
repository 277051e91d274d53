import type { components } from '../../../adapters/http/generated/shop-api';
import type { FakeWorld } from '../fake-world';
import { reply, replyError, route, type Route } from '../route';
import {
  CONTENT_INDEX,
  INDEX_PREFIX,
  LANGUAGE_INDEX_PREFIXES,
  SEARCH_PASSWORD,
  SEARCH_USERNAME,
} from '../search-service/search-settings';

/** GET /api/ConfigApi: where the search client finds this backend's search service, and its credentials. */
export function searchConfigRoutes({ urls }: FakeWorld): Route[] {
  return [
    route('GET', '/api/ConfigApi', () => {
      // Read per request: the search service's port is known once it listens.
      const url = urls['search-service'];
      if (url === undefined) return replyError(503, 'The search service is not running');
      const { protocol, hostname, port } = new URL(url);
      const config: components['schemas']['SearchConfig'] = {
        scheme: protocol.replace(/:$/, ''),
        host: hostname,
        port: Number(port),
        front_username: SEARCH_USERNAME,
        front_password: SEARCH_PASSWORD,
        index_prefix: INDEX_PREFIX,
        language_index_prefixes: { ...LANGUAGE_INDEX_PREFIXES },
        content: CONTENT_INDEX,
      };
      return reply(config);
    }),
  ];
}
