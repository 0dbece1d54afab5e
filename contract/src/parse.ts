// Checking data that crosses a boundary (a request, a release's files, the page's settings) against
// its schema, with one message for what is wrong: where, and why.
import * as v from 'valibot';

/** The first problem of a failed check: where in the data ('items.0.quantity'), and its message. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { where: string; message: string } {
  const issue = issues[0];
  const where = issue?.path?.map((step) => String(step.key)).join('.') ?? '';
  // A field a strict schema does not have: said in words, not as valibot's "Expected never".
  if ((issue?.type === 'strict_object' || issue?.type === 'strict_tuple') && issue.expected === 'never') {
    return { where, message: `${where || 'it'} is not a field this takes: leave it out` };
  }
  return { where, message: issue?.message ?? 'bad shape' };
}

/** The data checked against a schema; throws an Error that says what (`what`) is wrong and where. */
export function parseOrThrow<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const { where, message } = firstIssue(result.issues);
  throw new Error(`${what} is not valid${where ? ` at ${where}` : ''}: ${message}`);
}

/** 'YYYY-MM-DD' naming a day the calendar has (2026-02-30 and 2026-11-31 do not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
