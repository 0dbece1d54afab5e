// Shutting down (docs/server.md): on SIGTERM or SIGINT /readyz turns 503, the
// servers stop accepting connections, requests in flight finish (idle keep-alive connections are
// closed: originServer.ts), then the process exits. Past SHUTDOWN_TIMEOUT_MS it exits anyway, with
// status 1.
import type { Logger } from 'pino';

export interface Stoppable {
  logger: Logger;
  /** From now on /readyz answers 503 (the load balancer stops sending visitors). */
  drain: () => void;
  close: () => Promise<void>;
}

export function stopOnSignals(site: Stoppable, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    site.logger.info({ signal }, 'shutting down: finishing requests in flight');
    site.drain();
    setTimeout(() => {
      site.logger.error({ timeoutMs }, 'shutdown took too long: exiting with requests unfinished');
      process.exit(1);
    }, timeoutMs).unref();
    site.close().then(
      () => {
        site.logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        site.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
