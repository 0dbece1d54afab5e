// The tests' way to read what a server logs: a logger at the site's default level (info), as the
// origins make it (createLogger), whose JSON lines are kept, parsed, in `entries`.
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../originServer';

export type LogEntry = Record<string, unknown>;

export function logLines(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) entries.push(JSON.parse(line) as LogEntry);
      done();
    },
  });
  return { logger: createLogger('info', sink), entries };
}
