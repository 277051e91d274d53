import { defineConfig, type FullConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';
import { fakeBackendEnv, fakeBackendUrls } from './scripts/fake-backend-env.mjs';
import { CHAT_ID, CHAT_SCRIPT_URL, ERROR_REPORTING_DSN, PAYMENT_HOST } from './tests/e2e/third-party-stand-ins';

const port = Number(process.env.E2E_PORT ?? 4317);
/** The http build and, on the four ports after it, the fake backend it calls. */
const httpPort = port + 1;
const backendPorts = [port + 2, port + 3, port + 4, port + 5];
/** The production server (npm run serve) and, on the four ports after it, the fake backend it starts. */
const servePort = port + 6;
const serveBackendPorts = [port + 7, port + 8, port + 9, port + 10];
/** nginx (deploy/nginx/) over the http build, and in front of the production server. */
const nginxStaticPort = port + 11;
const nginxServerPort = port + 12;
// +13 and +14: the nginx and the scripted server of tests/e2e/nginx/server-cache-rules.spec.ts.
const nginx = (args: string) => ({
  command: `node scripts/run-nginx.mjs ${args}`,
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});
const vite = 'node_modules/.bin/vite';

/** The projects named on the command line (`--project=http`, `--project http`); none means all. */
const chosenProjects = process.argv.flatMap((arg, i, args) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [args[i + 1]] : [],
);
type WebServer = NonNullable<FullConfig['webServer']>;
/** A server starts only when a chosen project needs it, so a targeted run builds only what it uses. */
const when = (needed: boolean, server: WebServer): WebServer[] => (needed ? [server] : []);
const neededBy = (...projects: string[]) => chosenProjects.length === 0 || projects.some((name) => chosenProjects.includes(name));

export default defineConfig<{ serverRendered: boolean }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'ro-RO',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'fake', testIgnore: /(http-mode|nginx)\//, use: { baseURL: `http://127.0.0.1:${port}` } },
    // The http adapters in a real browser, against the fake backend (real requests, real validation).
    {
      name: 'http',
      testMatch: /http-mode\/.*\.spec\.ts/,
      testIgnore: /(production-server|security-policy)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${httpPort}` },
    },
    // Pages rendered by the production server, then hydrated: its own spec, and the catalogue and cart journeys.
    {
      name: 'serve',
      testMatch: /http-mode\/(production-server|journey|cart-quantity|security-policy)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${servePort}`, serverRendered: true },
    },
    // The deployments of deploy/nginx/, with Debian's nginx: one journey through each, and their headers and caching.
    {
      name: 'nginx-static',
      testMatch: /(http-mode\/journey|nginx\/static-site)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${nginxStaticPort}` },
    },
    {
      name: 'nginx-server',
      testMatch: /(http-mode\/journey|nginx\/server-[a-z-]+)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${nginxServerPort}`, serverRendered: true },
    },
  ],
  webServer: [
    ...when(neededBy('fake'), {
      // The production build in fake mode, served as static files.
      command: `${vite} build --logLevel warn && ${vite} preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
      env: {
        BUILD_OUT_DIR: 'dist-e2e',
        VITE_ADAPTERS: 'fake',
        // Fake mode records what error reporting would do once a DSN is configured.
        VITE_ERROR_REPORTING_DSN: 'https://e2e-public-key@errors.example/1',
      },
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
    }),
    ...when(neededBy('http', 'nginx-static'), {
      command: `node scripts/run-fake-backend.mjs --ports ${backendPorts.join(',')}`,
      port: backendPorts[0],
      reuseExistingServer: false,
      timeout: 180_000,
    }),
    ...when(neededBy('http', 'nginx-static'), {
      // Built as README's static deploy says (with .br and .gz copies, which nginx-static sends), then previewed.
      command: `${vite} build --logLevel warn && node scripts/precompress.mjs dist-e2e-http && ${vite} preview --outDir dist-e2e-http --port ${httpPort} --strictPort --host 127.0.0.1`,
      env: {
        BUILD_OUT_DIR: 'dist-e2e-http',
        ...fakeBackendEnv(fakeBackendUrls(backendPorts)),
        // A read that gets no answer ends in an error this soon (http-mode/network-policy.spec.ts).
        VITE_READ_TIMEOUT_MS: '5000',
      },
      url: `http://127.0.0.1:${httpPort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    }),
    ...when(neededBy('nginx-static'), {
      ...nginx(`--site static --listen 127.0.0.1:${nginxStaticPort} --root dist-e2e-http`),
      url: `http://127.0.0.1:${nginxStaticPort}/`,
    }),
    ...when(neededBy('serve', 'nginx-server'), {
      // Builds the http client and the server, then starts both with a fake backend of their own.
      command: 'node scripts/serve.mjs --build',
      env: {
        PORT: String(servePort),
        FAKE_BACKEND_PORTS: serveBackendPorts.join(','),
        CLIENT_DIR: 'dist-e2e-serve',
        SERVER_DIR: 'dist-e2e-server',
        // The chat, error reporting and a payment provider, answered by the fixtures' stand-ins.
        VITE_CHAT_SCRIPT_URL: CHAT_SCRIPT_URL,
        VITE_CHAT_ID: CHAT_ID,
        VITE_ERROR_REPORTING_DSN: ERROR_REPORTING_DSN,
        VITE_PAYMENT_HOSTS: PAYMENT_HOST,
      },
      // Ready once a catalogue page renders: the server and its backend are up.
      url: `http://127.0.0.1:${servePort}/products`,
      reuseExistingServer: false,
      timeout: 300_000,
    }),
    ...when(neededBy('nginx-server'), {
      ...nginx(`--site server --listen 127.0.0.1:${nginxServerPort} --upstream 127.0.0.1:${servePort}`),
      url: `http://127.0.0.1:${nginxServerPort}/healthz`,
    }),
  ],
});
