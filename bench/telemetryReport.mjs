// bench:telemetry's tables and goals (bench/telemetry.mjs): the ingest's figures, the pages' beside
// it, and each goal met or missed.

export function printTelemetryReport(results, { SECONDS, RATE, PAGE_RATE, PIN, LAST_CORE, GOALS, ROUNDS, SLOW }) {
  console.log(
    `\nPOST /api/telemetry, ${SECONDS} s per step, ${ROUNDS} rounds, ${
      PIN
        ? `the site alone on core ${LAST_CORE}, the load generator on the others`
        : `${LAST_CORE + 1} cores shared with the load generator`
    }${SLOW < 1 ? `, limited to ${SLOW} of it (a CPU ${(1 / SLOW).toFixed(1)} times slower)` : ''}; pages at ${PAGE_RATE}/s each\n`,
  );
  console.log('| database | beacons | beacons/s | p50 ms | p99 ms | failed | server CPU µs/beacon |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | full speed | ${r.fullSpeed.perSecond} | ${r.fullSpeed.p50} | ${r.fullSpeed.p99} | ${r.fullSpeed.failed} | ${r.fullSpeed.serverCpuUsPerRequest} |`,
    );
    console.log(
      `| ${r.name} | at ${RATE}/s, pages served | ${r.atRate.perSecond} | ${r.atRate.p50} | ${r.atRate.p99} | ${r.atRate.failed} | ${r.atRate.serverCpuUsPerRequest} (pages too) |`,
    );
    // Not a beacon: the control's own answers, what the generator and the core time at the rate
    // for the cheapest answer there is. A beacon's p99 near this one is the measuring's.
    console.log(
      `| ${r.name} | control: GET /healthz at ${RATE}/s, pages served | ${r.control.perSecond} | ${r.control.p50} | ${r.control.p99} | ${r.control.failed} | |`,
    );
  }
  console.log(
    `\n| database | page | p50 / p99 ms alone | with ${RATE}/s of GET /healthz | with ${RATE}/s beacons | slowdown p50 / p99 |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    for (const p of r.pages) {
      console.log(
        `| ${r.name} | ${p.page} | ${p.alone.p50} / ${p.alone.p99} | ${p.withHealthz.p50} / ${p.withHealthz.p99} | ${p.withBeacons.p50} / ${p.withBeacons.p99} | ${p.p50SlowdownPct}% / ${p.p99SlowdownPct}% |`,
      );
    }
  }
  console.log('\nGoals:');
  for (const r of results) {
    const worst = (key) => Math.max(...r.pages.map((p) => p[key]));
    const goals = [
      [
        `${r.atRate.perSecond} beacons/s >= ${GOALS.beaconsPerSecond}`,
        r.atRate.perSecond >= GOALS.beaconsPerSecond * 0.98,
      ],
      [`p99 ${r.atRate.p99} ms <= ${GOALS.p99Ms} ms`, r.atRate.p99 <= GOALS.p99Ms],
      ...['p50', 'p99'].map((key) => [
        `pages' ${key} slowed ${worst(`${key}SlowdownPct`)}% <= ${GOALS.pageSlowdownPct}%`,
        worst(`${key}SlowdownPct`) <= GOALS.pageSlowdownPct,
      ]),
      [
        'no beacon or page failed',
        r.atRate.failed + r.fullSpeed.failed === 0 &&
          r.pages.every((p) => p.alone.failed + p.withBeacons.failed + p.withHealthz.failed === 0),
      ],
    ];
    for (const [text, met] of goals) console.log(`  ${r.name}: ${met ? 'met    ' : 'MISSED '} ${text}`);
  }
}
