// Checking data that crosses a boundary (a request, a release's files, the page's settings) against
// its schema, with one message for what is wrong: where, and why.
import * as v from 'valibot';

/** The first problem of a failed check: where in the data ('items.0.quantity'), and its message. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { where: string; message: string } {
  const issue = issues[0];
  return {
    where: issue?.path?.map((step) => String(step.key)).join('.') ?? '',
    message: issue?.message ?? 'bad shape',
  };
}

/** The data checked against a schema; throws an Error that says what (`what`) is wrong and where. */
export function parseOrThrow<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const { where, message } = firstIssue(result.issues);
  throw new Error(`${what} is not valid${where ? ` at ${where}` : ''}: ${message}`);
}
