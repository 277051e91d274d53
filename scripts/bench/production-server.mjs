// The production server as `npm run serve` starts it (scripts/serve.mjs): built into the bench's
// own folders, on a free port, with its own fake backend in another process on free ports.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './builds.mjs';
import { freePorts, start, waitForHttp } from './processes.mjs';

export const CLIENT_DIR = 'dist-bench-serve';
const SERVER_DIR = 'dist-bench-server';

/** The ids of a process's children, read from /proc. */
function childrenOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const commandLine = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

/**
 * Starts the server (`build`: builds the client and the server first, as `npm run serve -- --build`):
 * `{ url, pid, clientDir, stop }`, where `pid` is the server's own process (not serve.mjs's, nor the backend's).
 */
export async function productionServer({ build = true } = {}) {
  const [port, ...backendPorts] = await freePorts(5);
  const proc = start('npm run serve', process.execPath, [join(root, 'scripts/serve.mjs'), ...(build ? ['--build'] : [])], {
    cwd: root,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR,
      SERVER_DIR,
      FAKE_BACKEND_PORTS: backendPorts.join(','),
      // The fake backend, whatever the shell says.
      VITE_API_URL: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Ready once a catalogue page renders: the server and its backend are up.
    await waitForHttp(`${url}/healthz`, proc, 600_000);
    await waitForCatalogue(url, proc);
    const main = join(SERVER_DIR, 'main.js');
    const pid = childrenOf(proc.pid).find((child) => commandLine(child).some((arg) => arg.endsWith(main)));
    if (!pid) throw new Error(`no process runs ${main} under serve.mjs (${proc.pid})`);
    return { url, pid, clientDir: join(root, CLIENT_DIR), stop: () => proc.stop() };
  } catch (error) {
    await proc.stop();
    throw error;
  }
}

async function waitForCatalogue(url, proc, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.hasExited()) throw new Error(`the server exited:\n${proc.output()}`);
    const status = await fetch(`${url}/products`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url}/products did not answer 200 within ${timeoutMs / 1000} s:\n${proc.output()}`);
}
