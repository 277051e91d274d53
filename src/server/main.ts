import 'reflect-metadata/lite';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { version } from '../../package.json';
import { gracefulShutdown } from './graceful-shutdown';
import { serverApp } from './server-app';
import { listenOn, serverSettings, shutdownGraceMs } from './server-settings';

const { settings, missing } = serverSettings(process.env, version);
if (missing.length > 0) {
  console.error(`Missing configuration: ${missing.join(', ')}`);
  process.exit(1);
}
const { port, host } = listenOn(process.env);
const server = serve({ fetch: serverApp(settings).fetch, port, hostname: host }, () =>
  console.log(`Storefront server on http://${host}:${port}`),
);
const stop = gracefulShutdown(server as Server, {
  graceMs: shutdownGraceMs(process.env.SHUTDOWN_GRACE_MS),
  exit: (code) => process.exit(code),
  log: (message) => console.log(message),
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
