import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ro-RO',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production build in fake mode, served as static files.
    command: `node_modules/.bin/vite build --logLevel warn && node_modules/.bin/vite preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
    env: {
      BUILD_OUT_DIR: 'dist-e2e',
      VITE_ADAPTERS: 'fake',
      // Fake mode records what error reporting would do once a DSN is configured.
      VITE_ERROR_REPORTING_DSN: 'https://e2e-public-key@errors.example/1',
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
