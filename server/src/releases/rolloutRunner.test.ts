/** @jest-environment node */
// The rollout runner: two instances on one database take each decision once; a restart picks the
// rollout up where it was; the timer judges on its own; no reading, no decision.
import pino from 'pino';
import { createRolloutRunner } from './rolloutRunner';
import { reading, rolloutDatabases, rolloutFixture, type RolloutFixture } from './testing/rolloutFixture';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describe.each(rolloutDatabases())('the rollout runner on $name', (database) => {
  let f: RolloutFixture;
  let t0: Date;
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
  const start = (steps = [10, 50, 100], now = t0) =>
    f
      .first()
      .rollouts.start(
        'shop',
        { release: 's2', steps, intervalMs: MINUTE, policy: { minSessions: 5 }, actor: 'alice' },
        now,
      );
  const history = () => f.first().registry.history('shop');
  const bothTick = async (now: Date) => {
    const taken = await Promise.all([f.first().runner.tick(now), f.second().runner.tick(now)]);
    return taken[0]! + taken[1]!;
  };

  beforeAll(async () => {
    f = await rolloutFixture(database);
  });
  afterAll(() => f.close());
  beforeEach(async () => {
    const { live, canary } = await history();
    if (live !== 's1') await f.first().registry.activate('shop', 's1', 'reset');
    else if (canary) await f.first().registry.rollback('shop', 'reset');
    f.readings = [];
    f.failing = false;
    f.told = [];
    t0 = new Date();
  });

  it('takes each decision once when two instances judge the same step at once', async () => {
    const { id } = await start();
    f.readings = [reading('s2', 'canary', 3), reading('s1', 'stable', 30)];
    for (let minute = 1; minute <= 3; minute += 1) expect(await bothTick(at(minute))).toBe(1);
    f.readings = [reading('s2', 'canary', 30), reading('s1', 'stable', 30)];
    expect(await bothTick(at(4))).toBe(1);
    expect(await bothTick(at(5))).toBe(1);
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view.decisions.map((d) => d.verdict)).toEqual(['complete', 'promote', 'wait', 'wait', 'wait', 'start']);
    const moves = (await history()).moves.filter((move) => move.rolloutId === id);
    expect(moves.map((m) => `${m.action} ${m.percent ?? ''}`.trim())).toEqual(['activate', 'canary 50', 'canary 10']);
    // Each decision is told once, by the instance that took it, with the rollout as it then was.
    expect(f.told.map((told) => `${told.decisions[0]!.verdict} ${told.state}`)).toEqual([
      'wait running',
      'wait running',
      'wait running',
      'promote running',
      'complete completed',
    ]);
  });

  it('rolls back once when two instances abort at once (never a second step back)', async () => {
    // s2 live, s1 before it: a second rollback would take the site back further.
    await f.first().registry.activate('shop', 's2', 'test');
    await f.first().registry.activate('shop', 's1', 'test');
    const { id } = await start([50, 100]);
    f.readings = [reading('s2', 'canary', 40, 40), reading('s1', 'stable', 40)];
    expect(await bothTick(at(1))).toBe(1);
    const { live, canary, moves } = await history();
    expect({ live, canary }).toEqual({ live: 's1', canary: null });
    expect(f.told).toMatchObject([{ id, state: 'aborted', decisions: [{ verdict: 'abort' }, { verdict: 'start' }] }]);
    expect(moves.filter((m) => m.rolloutId === id).map((m) => m.action)).toEqual(['rollback', 'canary']);
  });

  it('picks a rollout up after a restart, where it was', async () => {
    await start();
    f.readings = [reading('s2', 'canary', 30), reading('s1', 'stable', 30)];
    expect(await f.first().runner.tick(at(1))).toBe(1);
    await f.restart();
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view).toMatchObject({ state: 'running', step: 1, percent: 50, nextDecisionAt: at(2).toISOString() });
    expect(await f.second().runner.tick(at(2))).toBe(1);
    expect(await history()).toMatchObject({ live: 's2', canary: null });
  });

  it('judges on its own once started, each second', async () => {
    // Started two minutes ago: its judgement is due.
    await start([10, 100], new Date(Date.now() - 2 * MINUTE));
    f.readings = [reading('s2', 'canary', 30), reading('s1', 'stable', 30)];
    const runner = f.first().runner;
    runner.start();
    try {
      for (let i = 0; i < 300 && (await history()).live !== 's2'; i += 1) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await runner.stop();
    }
    expect(await history()).toMatchObject({ live: 's2', canary: null });
  });

  it('decides nothing while the health cannot be read, and waits, saying why, on a server without telemetry', async () => {
    await start();
    f.failing = true;
    expect(await f.first().runner.tick(at(1))).toBe(0);
    expect((await f.first().rollouts.view('shop'))!.decisions.map((d) => d.verdict)).toEqual(['start']);
    const blind = createRolloutRunner({
      db: () => f.first().db,
      rollouts: f.first().rollouts,
      health: null,
      logger: pino({ level: 'silent' }),
    });
    expect(await blind.tick(at(1))).toBe(1);
    const view = (await f.first().rollouts.view('shop'))!;
    expect(view.decisions[0]).toMatchObject({ verdict: 'wait', reason: expect.stringMatching(/reads no telemetry/) });
    expect(view.step).toBe(0);
  });
});
