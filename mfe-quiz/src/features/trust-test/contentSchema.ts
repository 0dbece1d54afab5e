// The trust test content file is untrusted JSON: it is checked against this schema, field by
// field, before any of it reaches the page.
import * as v from '@site/shared/schema';
import type { TrustTestContent } from './trustTestTypes';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(600));
const AnswerValue = v.picklist(['danger', 'caution', 'safe']);
const Action = v.picklist(['booking', 'learn', 'download', 'alternatives']);

const Result = v.object({
  title: Text,
  description: Text,
  nextSteps: v.pipe(v.array(v.object({ text: Text, action: Action })), v.maxLength(8)),
});

const Schema = v.object({
  title: Text,
  subtitle: Text,
  description: Text,
  questions: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/i, 'question ids are short slugs')),
        question: Text,
        description: Text,
        answers: v.pipe(v.array(v.object({ text: Text, value: AnswerValue })), v.minLength(2), v.maxLength(10)),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
    v.check(
      (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
      'question ids must be unique',
    ),
  ),
  results: v.object({ trusted: Result, caution: Result, danger: Result }),
  proReport: v.object({
    title: Text,
    description: Text,
    cta: v.object({
      text: Text,
      link: v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s]*$/, 'the link must be a path on this site')),
    }),
  }),
});

export type ParseResult = { ok: true; content: TrustTestContent } | { ok: false; reason: string };

export function parseTrustTestContent(data: unknown): ParseResult {
  const result = v.safeParse(Schema, data);
  if (result.success) return { ok: true, content: result.output };
  const issue = result.issues[0];
  const where = issue.path?.map((p) => String(p.key)).join('.') || '(root)';
  return { ok: false, reason: `${where}: ${issue.message}` };
}
