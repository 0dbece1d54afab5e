/** @jest-environment node */
import { accessArgs } from './accessArgs';

test('grant, revoke and list as the usage writes them', () => {
  expect(accessArgs(['grant', 'pat@example.com', 'team:shop'])).toEqual({
    kind: 'change',
    verb: 'grant',
    email: 'pat@example.com',
    role: 'team:shop',
  });
  expect(accessArgs(['revoke', 'pat@example.com', 'owner'])).toMatchObject({ kind: 'change', verb: 'revoke' });
  expect(accessArgs(['list'])).toEqual({ kind: 'list' });
  expect(accessArgs(['--help'])).toEqual({ kind: 'usage', problem: null });
});

test('a word too many is refused with what to do, never dropped', () => {
  expect(accessArgs(['grant', 'pat@example.com', 'team:shop', 'team:quiz'])).toEqual({
    kind: 'usage',
    problem:
      'grant takes one email and one role; "team:quiz" is more than that (grant each role on its own). Nothing changed.',
  });
  expect(accessArgs(['list', 'pat@example.com'])).toMatchObject({ kind: 'usage' });
});

test('a missing word or an unknown verb says which', () => {
  expect(accessArgs(['grant', 'pat@example.com'])).toEqual({
    kind: 'usage',
    problem: 'grant needs an email and a role.',
  });
  expect(accessArgs(['give', 'pat@example.com', 'owner'])).toEqual({
    kind: 'usage',
    problem: '"give" is not grant, revoke or list.',
  });
  expect(accessArgs([])).toEqual({ kind: 'usage', problem: null });
});
