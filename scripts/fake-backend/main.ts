import { startFakeBackend } from './start-fake-backend';
import { PROVIDERS, type Provider } from './providers';

/** Default ports of `npm run fake-backend`, which `npm run start:http-fake` points the http build at. */
export const DEFAULT_PORTS: Record<Provider, number> = {
  'shop-api': 4610,
  'fast-api': 4611,
  'search-service': 4612,
  'review-service': 4613,
};

/** `--ports 4610,4611,4612,4613` overrides the ports (shop API, fast API, search service, review service). */
function portsFrom(args: string[]): Record<Provider, number> {
  const given = args[args.indexOf('--ports') + 1];
  if (!args.includes('--ports') || given === undefined) return DEFAULT_PORTS;
  const [shop, fast, search, review] = given.split(',').map(Number);
  return { 'shop-api': shop ?? 0, 'fast-api': fast ?? 0, 'search-service': search ?? 0, 'review-service': review ?? 0 };
}

const backend = await startFakeBackend({ ports: portsFrom(process.argv.slice(2)), log: (line) => console.error(line) });
for (const provider of PROVIDERS) {
  const { url, statesUrl } = backend.providers[provider];
  console.log(`${provider.padEnd(15)} ${url}   (provider states: ${statesUrl})`);
}
console.log('Fake backend on loopback; Ctrl+C stops it.');
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
