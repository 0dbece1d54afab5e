/** @jest-environment node */
// Rollouts as the registry and its audit show them: started, judged at the end of each interval
// (waiting on too few sessions, promoted step by step to live, aborted with its figures), moved by
// hand, replaced by a move by hand. On PGlite and (TEST_DATABASE_URL) Postgres.
import { reading, rolloutDatabases, rolloutFixture, type RolloutFixture } from './testing/rolloutFixture';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const policy = { minSessions: 5 };

describe.each(rolloutDatabases())('rollouts on $name', (database) => {
  let f: RolloutFixture;
  let t0: Date;
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
  const start = (steps = [10, 50, 100]) =>
    f.first().rollouts.start('shop', { release: 's2', steps, intervalMs: MINUTE, policy, actor: 'alice' }, t0);
  const history = () => f.first().registry.history('shop');

  beforeAll(async () => {
    f = await rolloutFixture(database);
  });
  afterAll(() => f.close());
  beforeEach(async () => {
    // Every test starts from s1 live for everyone, no rollout running (a move by hand ends it).
    const { live, canary } = await history();
    if (live !== 's1') await f.first().registry.activate('shop', 's1', 'reset');
    else if (canary) await f.first().registry.rollback('shop', 'reset');
    f.readings = [];
    t0 = new Date();
  });

  it('starts as a canary at the first step, recorded with its plan', async () => {
    const view = await start();
    expect(view).toMatchObject({
      remote: 'shop',
      release: 's2',
      stable: 's1',
      state: 'running',
      steps: [10, 50, 100],
      step: 0,
      percent: 10,
      intervalMs: MINUTE,
      startedBy: 'alice',
      nextDecisionAt: at(1).toISOString(),
      policy: { minSessions: 5, errorMargin: 0.01, confidence: 0.95 },
    });
    expect(view.decisions).toEqual([
      expect.objectContaining({
        verdict: 'start',
        by: 'alice',
        percent: 10,
        reason: expect.stringMatching(/10%, 50%, 100%, judged every 1m/),
      }),
    ]);
    const { canary, moves } = await history();
    expect(canary).toEqual({ releaseId: 's2', percent: 10 });
    expect(moves[0]).toMatchObject({ action: 'canary', percent: 10, actor: 'alice', rolloutId: view.id });
  });

  it('refuses steps that do not rise, a release live already, and says why', async () => {
    const rollouts = f.first().rollouts;
    const bad = (steps: number[], release = 's2') =>
      rollouts.start('shop', { release, steps, intervalMs: MINUTE, actor: 'alice' }, t0);
    await expect(bad([50, 10])).rejects.toThrow(/Invalid steps: each step must be above the last/);
    await expect(bad([100])).rejects.toThrow(/a step below 100/);
    await expect(bad([10], 's1')).rejects.toThrow(/s1 is live already/);
    await expect(bad([10], 'nope')).rejects.toThrow(/There is no release nope of "shop"/);
    await expect(rollouts.start('shop', { release: 's2', steps: [10], intervalMs: 10, actor: 'a' })).rejects.toThrow(
      /Invalid interval \(ms\): must be 1 s or more/,
    );
    expect((await history()).canary).toBeNull();
  });

  it('is not judged before its interval ends, and waits, saying so, on too few sessions', async () => {
    await start();
    const runner = f.first().runner;
    expect(await runner.tick(at(0.5))).toBe(0);
    f.readings = [reading('s2', 'canary', 4), reading('s1', 'stable', 40)];
    expect(await runner.tick(at(1))).toBe(1);
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view).toMatchObject({ state: 'running', step: 0, nextDecisionAt: at(2).toISOString() });
    expect(view.decisions[0]).toMatchObject({
      verdict: 'wait',
      reason: expect.stringMatching(/4 on the canary and 40 on stable.*needs 5/),
      figures: { canary: { sessions: 4 }, stable: { sessions: 40 } },
    });
    // The window is the step's minutes, from the minute it started in, up to the judgement.
    const window = f.windows[f.windows.length - 1]!;
    expect(window.until).toEqual(at(1));
    expect(window.since.getTime()).toBe(Math.floor(t0.getTime() / MINUTE) * MINUTE);
    expect((await history()).canary).toEqual({ releaseId: 's2', percent: 10 });
  });

  it('goes through every step to live when the canary holds up', async () => {
    const { id } = await start();
    f.readings = [reading('s2', 'canary', 20), reading('s1', 'stable', 180)];
    const runner = f.first().runner;
    expect(await runner.tick(at(1))).toBe(1);
    expect((await history()).canary).toEqual({ releaseId: 's2', percent: 50 });
    expect(await runner.tick(at(1.5))).toBe(0);
    expect(await runner.tick(at(2))).toBe(1);
    const { live, canary, moves } = await history();
    expect({ live, canary }).toEqual({ live: 's2', canary: null });
    expect(moves[0]).toMatchObject({
      action: 'activate',
      to: 's2',
      actor: `rollout #${id} (started by alice)`,
      rolloutId: id,
      reason: expect.stringMatching(/holds up/),
    });
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view).toMatchObject({ state: 'completed', nextDecisionAt: null });
    expect(view.decisions.map((d) => `${d.verdict} ${d.percent}`)).toEqual(['complete 50', 'promote 50', 'start 10']);
  });

  it('rolls back on its own when the canary errs, with the reason and figures in the audit', async () => {
    const { id } = await start([50, 100]);
    f.readings = [reading('s2', 'canary', 8, 8), reading('s1', 'stable', 9)];
    expect(await f.first().runner.tick(at(1))).toBe(1);
    const { live, canary, moves } = await history();
    expect({ live, canary }).toEqual({ live: 's1', canary: null });
    expect(moves[0]).toMatchObject({
      action: 'rollback',
      from: 's2',
      to: 's1',
      rolloutId: id,
      reason: expect.stringMatching(/100\.0% \(8 of 8\) on the canary against 0\.0% \(0 of 9\) on stable/),
    });
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view.state).toBe('aborted');
    expect(view.decisions[0]).toMatchObject({
      verdict: 'abort',
      figures: { canary: { erroredSessions: 8, errorRate: 1 }, stable: { sessions: 9 } },
    });
    expect(await f.first().runner.tick(at(5))).toBe(0);
  });

  it('is replaced by an activation, a rollback or a new rollout by hand, recorded the same way', async () => {
    const first = await start();
    await f.first().registry.activate('shop', 's2', 'bob');
    let view = (await f.first().rollouts.view('shop'))!;
    expect(view).toMatchObject({ id: first.id, state: 'replaced', nextDecisionAt: null });
    expect(view.decisions[0]).toMatchObject({
      verdict: 'replaced',
      by: 'bob',
      reason: 'Replaced by hand: activate s1 -> s2 by bob.',
    });
    expect((await history()).moves[0]).toMatchObject({ actor: 'bob', reason: `Ends rollout #${first.id}.` });
    expect(await f.first().runner.tick(at(1))).toBe(0);

    await f.first().registry.activate('shop', 's1', 'bob');
    const second = await start();
    await f.first().registry.rollback('shop', 'carol');
    view = (await f.first().rollouts.view('shop'))!;
    expect(view).toMatchObject({ id: second.id, state: 'replaced' });
    expect(view.decisions[0]?.reason).toBe('Replaced by hand: rollback s2 -> s1 by carol.');

    const third = await start();
    const fourth = await start([20, 100]);
    expect(fourth.percent).toBe(20);
    const { rows } = await f.first().db.query<{ state: string; reason: string }>(
      `SELECT r.state, d.reason FROM rollouts r JOIN rollout_decisions d ON d.rollout_id = r.id
       WHERE r.id = $1 ORDER BY d.generation DESC LIMIT 1`,
      [third.id],
    );
    expect(rows[0]).toEqual({ state: 'replaced', reason: 'Replaced by a new rollout of s2 by alice.' });
  });

  it('is promoted or aborted by hand, which the audit says', async () => {
    await start();
    let view = await f.first().rollouts.promote('shop', 'dave', t0);
    expect(view).toMatchObject({ step: 1, percent: 50 });
    expect(view.decisions[0]).toMatchObject({ verdict: 'promote', by: 'dave', reason: 'Promoted by hand by dave.' });
    view = await f.first().rollouts.abort('shop', 'erin', t0);
    expect(view.state).toBe('aborted');
    expect((await history()).moves[0]).toMatchObject({
      action: 'rollback',
      actor: 'erin',
      reason: 'Aborted by hand by erin.',
    });
    await expect(f.first().rollouts.abort('shop', 'erin')).rejects.toThrow(/no rollout running/);
  });
});
