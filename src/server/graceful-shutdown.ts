import type { Server } from 'node:http';

export interface ShutdownOptions {
  /** Milliseconds the requests in flight may take to finish (SHUTDOWN_GRACE_MS) before their connections are cut. */
  graceMs: number;
  exit: (code: number) => void;
  log: (message: string) => void;
}

/** How often a closing server drops the keep-alive connections whose request has finished. */
const SWEEP_MS = 50;

/**
 * Stops the server the way a load balancer expects on SIGTERM: no new connections, the requests in
 * flight finish (each connection closes once its answer is sent), then exit 0; exit 1 if some are
 * still running after the grace period.
 */
export function gracefulShutdown(server: Server, { graceMs, exit, log }: ShutdownOptions): () => void {
  let closing = false;
  return () => {
    if (closing) return;
    closing = true;
    log(`Shutting down: finishing the requests in flight (at most ${graceMs} ms)`);
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      log('Shutdown grace period over: closing the connections still open');
      server.closeAllConnections();
      exit(1);
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      exit(0);
    });
  };
}
