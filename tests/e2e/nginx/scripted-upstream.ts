import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX } from '../../../scripts/ensure-nginx.mjs';
import { writeNginxConfig } from '../../../scripts/nginx-config.mjs';

/** What the server behind nginx received of a request. */
export interface Seen {
  host?: string;
  forwardedFor?: string;
  forwardedHost?: string;
  forwardedProto?: string;
  requestId?: string;
}

/**
 * A server that answers each path with the headers its query names (`?cache-control=…&set-cookie=…&csp=…`)
 * and tells in X-Seen what it received, behind deploy/nginx/server-site.conf run by Debian's nginx.
 */
export async function nginxInFrontOfAScriptedServer(nginxPort: number, upstreamPort: number) {
  const upstream: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://upstream').searchParams;
    const seen: Seen = {
      host: request.headers.host,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      forwardedHost: request.headers['x-forwarded-host'] as string | undefined,
      forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
      requestId: request.headers['x-request-id'] as string | undefined,
    };
    const headers: Record<string, string> = { 'Content-Type': 'text/html', 'X-Seen': JSON.stringify(seen) };
    for (const [name, header] of [
      ['cache-control', 'Cache-Control'],
      ['set-cookie', 'Set-Cookie'],
      ['csp', 'Content-Security-Policy'],
    ] as const) {
      const value = query.get(name);
      if (value !== null) headers[header] = value;
    }
    response.writeHead(200, headers).end('<p>page</p>');
  });
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const runDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-test-'));
  chmodSync(runDir, 0o755);
  const upstreams = [`127.0.0.1:${upstreamPort}`];
  const config = writeNginxConfig({ site: 'server', listen: `127.0.0.1:${nginxPort}`, upstreams, outDir: runDir });
  const nginx: ChildProcess = spawn(NGINX.defaultPath, ['-p', runDir, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const origin = `http://127.0.0.1:${nginxPort}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
