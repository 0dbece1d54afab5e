/** @jest-environment node */
// The live registry on PGlite and (when TEST_DATABASE_URL is given) on Postgres.
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { ActivationRefusedError, type RemoteContract, type ShellContract } from './contract';
import { createReleaseRegistry, UnknownReleaseError, type ReleaseRegistry } from './releaseRegistry';

jest.setTimeout(60_000);

const shell: ShellContract = { schema: 1, kind: 'shell', provides: { react: '19.3.1' } };
const contract = (
  remote: string,
  routes: string[],
  needs: Record<string, string> = { react: '^19.0.0' },
): RemoteContract => ({
  schema: 2,
  kind: 'remote',
  remote,
  exposes: ['./routes'],
  needs,
  manifest: { name: remote, label: remote, routes, pages: [] },
});

describe.each(testDatabaseKinds('the release registry tests'))('release registry on $name', (kind) => {
  let db: Database;
  let registry: ReleaseRegistry;
  const publish = (id: string, remote = 'shop', routes = ['/shop/*'], needs?: Record<string, string>) =>
    registry.record({
      id,
      remote,
      commit: 'abc',
      digest: `d-${id}`,
      createdBy: 'test',
      contract: contract(remote, routes, needs),
    });

  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    registry = createReleaseRegistry(db, () => shell);
    await publish('s1');
    await publish('s2');
    await publish('s3');
    await publish('m1', 'marketing', ['/', '/community']);
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('activate, record who moved what, and go back one release at a time', async () => {
    await registry.activate('marketing', 'm1', 'alice');
    await registry.activate('shop', 's1', 'alice');
    await registry.activate('shop', 's2', 'bob');
    await registry.activate('shop', 's3', 'carol');
    expect((await registry.live()).shop?.releaseId).toBe('s3');
    // The history says where a rollback goes before anyone makes one.
    expect((await registry.history('shop', 1)).previous).toBe('s2');
    expect(await registry.rollback('shop', 'dave')).toMatchObject({
      from: 's3',
      to: 's2',
      action: 'rollback',
      actor: 'dave',
    });
    expect(await registry.rollback('shop', 'dave')).toMatchObject({ from: 's2', to: 's1' });
    await expect(registry.rollback('shop', 'dave')).rejects.toThrow(/no release before s1/);
    const history = await registry.history('shop');
    expect(history.live).toBe('s1');
    expect(history.previous).toBeNull();
    expect(history.moves.map((m) => `${m.from}>${m.to} ${m.action} ${m.actor}`)).toEqual([
      's2>s1 rollback dave',
      's3>s2 rollback dave',
      's2>s3 activate carol',
      's1>s2 activate bob',
      'null>s1 activate alice',
    ]);
    expect(history.releases.map((r) => r.id).sort()).toEqual(['s1', 's2', 's3']);
  });

  it('refuse a release that fails the contract, and leave the live one in place', async () => {
    await publish('bad', 'shop', ['/shop/*', '/community'], { react: '^20.0.0' });
    const refusal = registry.activate('shop', 'bad', 'eve');
    await expect(refusal).rejects.toBeInstanceOf(ActivationRefusedError);
    await expect(registry.activate('shop', 'bad', 'eve')).rejects.toThrow(/react \^20\.0\.0[\s\S]*\/community/);
    expect((await registry.live()).shop?.releaseId).toBe('s1');
    await expect(registry.activate('shop', 'nope', 'eve')).rejects.toBeInstanceOf(UnknownReleaseError);
  });

  it('apply two activations made at once one after the other: neither is lost', async () => {
    const moves = await Promise.all([registry.activate('shop', 's2', 'one'), registry.activate('shop', 's3', 'two')]);
    const history = await registry.history('shop');
    const [latest, before] = history.moves;
    // Each move starts where the other ended: a chain, never two moves from the same release.
    expect([latest?.actor, before?.actor].sort()).toEqual(['one', 'two']);
    expect(before?.to).toBe(latest?.from);
    expect(history.live).toBe(latest?.to);
    expect(moves.map((m) => m.to).sort()).toEqual(['s2', 's3']);
  });
  it('run a canary beside the live release, record it, and end it by activating or rolling back', async () => {
    const live = (await registry.live()).shop!.releaseId;
    const candidate = live === 's3' ? 's2' : 's3';
    await expect(registry.canary('shop', live, 10, 'qa')).rejects.toThrow(/live already/);
    await expect(registry.canary('shop', candidate, 101, 'qa')).rejects.toThrow(/0 to 100/);
    await expect(registry.canary('shop', 'bad', 10, 'qa')).rejects.toBeInstanceOf(ActivationRefusedError);
    expect(await registry.canary('shop', candidate, 10, 'qa')).toMatchObject({
      from: live,
      to: candidate,
      action: 'canary',
      percent: 10,
    });
    expect((await registry.live()).shop).toMatchObject({
      releaseId: live,
      canary: { releaseId: candidate, percent: 10 },
    });
    let history = await registry.history('shop');
    expect(history.canary).toEqual({ releaseId: candidate, percent: 10 });
    expect(history.moves[0]).toMatchObject({ action: 'canary', percent: 10, actor: 'qa' });

    // Rolling back while a canary runs ends the canary: the live release stays.
    expect(await registry.rollback('shop', 'qa')).toMatchObject({ from: candidate, to: live, action: 'rollback' });
    expect((await registry.live()).shop).toMatchObject({ releaseId: live, canary: null });

    // Activating (without a share) makes it live for everyone and ends the canary.
    await registry.canary('shop', candidate, 50, 'qa');
    await registry.activate('shop', candidate, 'qa');
    history = await registry.history('shop');
    expect(history).toMatchObject({ live: candidate, canary: null });
    // A rollback then goes back to the release live before the canary.
    expect(await registry.rollback('shop', 'qa')).toMatchObject({ from: candidate, to: live });
  });

  it("say why a release could not go live beside the other sections' live and canary releases, moving nothing", async () => {
    const before = await registry.live();
    expect(await registry.problems('shop', 's1')).toEqual([]);
    // Claims marketing's /community, live and in its canary, and /events, which only the canary has.
    await publish('m2', 'marketing', ['/', '/community', '/events']);
    await registry.canary('marketing', 'm2', 10, 'qa');
    await publish('clash', 'shop', ['/shop/*', '/community', '/events']);
    const problems = await registry.problems('shop', 'clash');
    expect(problems).toEqual([
      expect.stringContaining('Its route /community collides with /community of the live "marketing" release m1'),
      expect.stringContaining(
        'Its route /community collides with /community of the live "marketing (canary)" release m2',
      ),
      expect.stringContaining('Its route /events collides with /events of the live "marketing (canary)" release m2'),
    ]);
    // The same reasons as activating it gives, and nothing moved.
    await expect(registry.activate('shop', 'clash', 'eve')).rejects.toThrow(problems[2]!);
    expect(await registry.problems('shop', 'bad')).toEqual([
      expect.stringMatching(/react \^20\.0\.0/),
      expect.stringContaining('/community of the live "marketing" release m1'),
      expect.stringContaining('/community of the live "marketing (canary)" release m2'),
    ]);
    await expect(registry.problems('shop', 'nope')).rejects.toBeInstanceOf(UnknownReleaseError);
    await registry.rollback('marketing', 'qa');
    expect(await registry.live()).toEqual(before);
  });
});
