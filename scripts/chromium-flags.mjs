// The flags Debian's Chromium needs on this machine (run as root, no GPU), for the e2e tests and the benchmark.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
