import 'reflect-metadata/lite';
import { serve } from '@hono/node-server';
import { version } from '../../package.json';
import { serverApp } from './server-app';
import { listenOn, serverSettings } from './server-settings';

const { settings, missing } = serverSettings(process.env, version);
if (missing.length > 0) {
  console.error(`Missing configuration: ${missing.join(', ')}`);
  process.exit(1);
}
const { port, host } = listenOn(process.env);
const server = serve({ fetch: serverApp(settings).fetch, port, hostname: host }, () =>
  console.log(`Storefront server on http://${host}:${port}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
