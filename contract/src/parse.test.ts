/** @jest-environment node */
import * as v from 'valibot';
import { firstIssue, parseOrThrow } from './parse';

const Schema = v.strictObject({ release: v.string('release must be text'), nested: v.optional(v.strictObject({})) });

test('a field the schema does not take is named in words', () => {
  const result = v.safeParse(Schema, { release: 's2', force: true });
  expect(result.success).toBe(false);
  expect(firstIssue(result.issues!)).toEqual({
    where: 'force',
    message: 'force is not a field this takes: leave it out',
  });
  expect(() => parseOrThrow(Schema, { release: 's2', nested: { deep: 1 } }, 'The request')).toThrow(
    'The request is not valid at nested.deep: nested.deep is not a field this takes: leave it out',
  );
});

test("any other problem keeps the schema's own message and where it is", () => {
  const result = v.safeParse(Schema, { release: 7 });
  expect(firstIssue(result.issues!)).toEqual({ where: 'release', message: 'release must be text' });
});
