import { ok } from '../../../ports/model/result';
import { fromResult, queryText } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';
import { localeConfigWire, salesBarModuleWire } from './locale-config-wire';

/** The fast API's configuration calls (tag config). */
export function configRoutes({ fakes, data }: FakeWorld): Route[] {
  return [
    route('GET', '/api/locale_config/custom_attribute/', async ({ query }) => {
      const result = await fakes.store.getLocaleConfig(queryText(query, 'satellite'), queryText(query, 'locale'));
      return fromResult(result, (config) => [localeConfigWire(config)]);
    }),
    route('GET', '/api/module_config_i18n/custom_attribute/', async ({ query }) => {
      const result = await fakes.store.getLocaleConfig('', queryText(query, 'locale'));
      return fromResult(result, salesBarModuleWire);
    }),
    route('GET', '/api/system_config/custom_attribute/', ({ query }) => {
      const name = query.get('variable_name');
      return fromResult(ok(data.systemConfig), (all) => (name === null ? all : { [name]: all[name] ?? null }));
    }),
    route('GET', '/api/google_tag_manager', async () => {
      const result = await fakes.store.getTagManagerCode();
      return fromResult(result, (code) => ({ tracking_code: code }));
    }),
  ];
}
