/** @jest-environment node */
// What each release command takes: a word too many or a flag of another command is refused with
// what the command takes, before anything is asked of the registry, so nothing moves.
import { checkCommandArgs } from './commandArgs';

describe('the release commands’ arguments', () => {
  it('refuse a word too many instead of doing something else than was meant', () => {
    // A share typed without its flag: not a release made live for everyone.
    expect(() => checkCommandArgs('activate', ['shop', 'r1', '10'], {})).toThrow(
      'Unexpected "10": npm run release:activate -- <remote> <release id> [--percent N]',
    );
    // A release named to roll back to: rollback goes to the release live before, whatever is named.
    expect(() => checkCommandArgs('rollback', ['shop', 'r1'], {})).toThrow(
      'Unexpected "r1": npm run release:rollback -- <remote>',
    );
    expect(() => checkCommandArgs('rollout', ['shop', 'promote', 'now'], {})).toThrow(/^Unexpected "now"/);
    // A span without its flag: not the last hour instead.
    expect(() => checkCommandArgs('health', ['shop', '24h'], { json: false })).toThrow(
      'Unexpected "24h": npm run release:health -- <remote> [--since 1h] [--until <time>] [--top N] [--json]',
    );
    expect(() => checkCommandArgs('publish', ['shop', 'dist'], {})).toThrow(
      'Unexpected "dist": npm run release -- <remote> [--from DIR] [--activate]',
    );
  });

  it('refuse a flag of another command', () => {
    expect(() => checkCommandArgs('publish', ['shop'], { percent: '10' })).toThrow(
      '--percent is not a flag of npm run release: npm run release -- <remote> [--from DIR] [--activate]',
    );
    expect(() => checkCommandArgs('rollback', ['shop'], { steps: '10,100' })).toThrow(
      /^--steps is not a flag of npm run release:rollback/,
    );
    expect(() => checkCommandArgs('list', ['shop'], { activate: true })).toThrow(/^--activate is not a flag/);
  });

  it('take what each command documents', () => {
    expect(() => checkCommandArgs('publish', ['shop'], { from: 'dist', activate: true })).not.toThrow();
    expect(() => checkCommandArgs('publish', ['shop'], { activate: false })).not.toThrow();
    expect(() => checkCommandArgs('activate', ['shop', 'r1'], { percent: '10' })).not.toThrow();
    const rollout = { steps: '10,50,100', interval: '5m', 'min-sessions': '200' };
    expect(() => checkCommandArgs('activate', ['shop', 'r1'], rollout)).not.toThrow();
    expect(() => checkCommandArgs('rollout', ['shop', 'abort'], {})).not.toThrow();
    expect(() => checkCommandArgs('preview', ['shop', 'r1'], {})).not.toThrow();
    expect(() => checkCommandArgs('list', ['shop'], { help: false })).not.toThrow();
  });
});
