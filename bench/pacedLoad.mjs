// Requests sent at a steady rate, each answer timed to the microsecond, for bench:telemetry.
// - Steady: autocannon's `overallRate` lets each connection send as fast as it can until it has
//   sent its share of the second, then waits for the next second. 3,000 a second were then 3,000
//   in the first tenth of each second, a burst that queued everything behind it. Visitors' beacons
//   and page views arrive spread out, so these are sent at evenly spaced times.
// - To the microsecond: autocannon's histogram keeps whole milliseconds, and a page answered in
//   0.7 ms reads 1 or 2; the goal is a slowdown of at most 10%.
// - Each load runs on a worker thread of its own, so one load's sending does not delay when another
//   load's answers are seen.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * Each stream ({ url, rate, method?, bodies?, forwardedFor?, sockets? }) sent `rate` times a second
 * for `seconds`, on one thread: per stream, each answer's time (ms) and the failed. A stream with
 * `bodies` posts them as JSON in turn; with `forwardedFor`, each request names another address of
 * 10.0.0.0/16 (X-Forwarded-For), as visitors do.
 */
export function pacedLoad(streams, { seconds }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { streams, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const round = (ms) => Math.round(ms * 100) / 100;

/** Answers timed in one or more runs ({ times, failed, seconds } each), pooled: p50, p99, mean (ms). */
export function summarize(runs) {
  const sorted = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const at = (share) => round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(sorted.length, 1);
  // Answered a second, over the time the requests took to send (longer than asked when the sender
  // could not keep the pace).
  const perSecond = Math.round(
    sorted.length /
      Math.max(
        runs.reduce((sum, run) => sum + run.seconds, 0),
        0.001,
      ),
  );
  return { p50: at(0.5), p99: at(0.99), mean: round(mean), perSecond, requests: sorted.length, failed };
}

/** One stream: requests due at evenly spaced times, each sent when due (in 1 ms steps), timed from then. */
async function runStream(stream, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: stream.sockets ?? 5 });
  const { method = 'GET', bodies, forwardedFor } = stream;
  const times = [];
  let failed = 0;
  const send = (n) =>
    new Promise((resolve) => {
      const headers = {};
      if (bodies) headers['content-type'] = 'application/json';
      if (forwardedFor) headers['x-forwarded-for'] = `10.0.${(n >> 8) & 255}.${n & 255}`;
      const sent = performance.now();
      const request = http.request(stream.url, { agent, method, headers }, (response) => {
        response.resume();
        response.once('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) times.push(performance.now() - sent);
          else failed += 1;
          resolve();
        });
      });
      request.once('error', () => {
        failed += 1;
        resolve();
      });
      request.end(bodies ? bodies[n % bodies.length] : undefined);
    });
  // Untimed, before the clock starts: one request per socket, to open the sockets, then a second at
  // the asked pace, to warm this thread's code. Without the first, the first half second's answers
  // waited on 40 connections being opened (65 to 195 ms at the median); without the second, this
  // new thread's code ran cold for its first second (its answers seen late: at 3,000 GET /healthz a
  // second, a quarter to half of the answers over 10 ms of a ten-second run came in its first
  // second). Either is the generator's start, not the server's.
  await Promise.all(Array.from({ length: stream.sockets ?? 5 }, (_, i) => send(i)));
  await paced(send, stream.rate, Math.min(1, seconds));
  times.length = 0;
  failed = 0;
  const sending = await paced(send, stream.rate, seconds);
  agent.destroy();
  return { times, failed, seconds: Math.max(sending, seconds) };
}

/**
 * Calls `send(n)` at evenly spaced times, `rate` a second for `seconds` (in 1 ms steps), and waits
 * for every answer; resolves with how long the sending took (s): longer than `seconds` when this
 * thread could not keep the pace.
 */
async function paced(send, rate, seconds) {
  const total = Math.round(rate * seconds);
  const asked = [];
  const started = performance.now();
  for (let n = 0; n < total;) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (const now = performance.now(); n < total && started + (n * 1000) / rate <= now; n += 1) {
      asked.push(send(n));
    }
  }
  const sending = (performance.now() - started) / 1000;
  await Promise.all(asked);
  return sending;
}

if (!isMainThread) {
  const { streams, seconds } = workerData;
  parentPort.postMessage(await Promise.all(streams.map((stream) => runStream(stream, seconds))));
}
