// The operations console's API (/api/console/..., docs/console.md): who may see and move which
// remote (roles), what it shows of a remote's releases and their moves, and the moves it asks for.
// The server checks every request with these schemas and types its answers with them; the console
// (mfe-admin) is typed by the same.
import * as v from 'valibot';
import { RemoteNameSchema } from './sections';

/** `owner` sees and moves everything; `team:<remote>` sees and moves that remote only. */
export const RoleSchema = v.pipe(
  v.string(),
  v.regex(/^(owner|team:[a-z][a-z0-9]{0,30})$/, 'must be owner or team:<remote>'),
);
export type Role = `owner` | `team:${string}`;

/**
 * The console's sections, shown in its navigation as the account's roles allow (the Speed page shows
 * a team its remote's routes; the owner's shop pages join this list as they are built).
 */
export const ConsoleSectionSchema = v.picklist(['releases', 'speed', 'shop']);

/** GET /api/console/me: the signed-in account and what it may see. */
export const ConsoleMeSchema = v.object({
  email: v.string(),
  roles: v.array(RoleSchema),
  /** The remotes it sees and may move. */
  remotes: v.array(RemoteNameSchema),
  sections: v.array(ConsoleSectionSchema),
});

const CanarySchema = v.object({ releaseId: v.string(), percent: v.number() });

/** One remote in the console's overview. */
export const RemoteSummarySchema = v.object({
  remote: RemoteNameSchema,
  live: v.nullable(v.string()),
  canary: v.nullable(CanarySchema),
  /** When the live pointer last moved (ISO), if it ever did. */
  lastMoveAt: v.nullable(v.string()),
});

/** GET /api/console/remotes */
export const RemoteListSchema = v.object({ remotes: v.array(RemoteSummarySchema) });

export const ReleaseViewSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  createdBy: v.string(),
  commit: v.nullable(v.string()),
  /** Why it could not go live now, as the registry would refuse it (docs/releases.md); empty: it could. */
  problems: v.array(v.string()),
});

/** One entry of the audit trail: a move of the live pointer or the canary. */
export const MoveViewSchema = v.object({
  from: v.nullable(v.string()),
  to: v.string(),
  action: v.string(),
  actor: v.string(),
  at: v.string(),
  percent: v.optional(v.number()),
  /** Why, when the mover gave a reason: a rollout's start, its judgement with the figures, its end. */
  reason: v.optional(v.string()),
});

/** GET /api/console/remotes/:remote */
export const RemoteDetailSchema = v.object({
  ...RemoteSummarySchema.entries,
  /** The release a rollback would make live again; null: nothing to roll back to (docs/console.md). */
  previous: v.nullable(v.string()),
  releases: v.array(ReleaseViewSchema),
  moves: v.array(MoveViewSchema),
});

const ReleaseId = v.pipe(
  v.string('release must be text'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'release must be a release id'),
);

/** POST /api/console/remotes/:remote/activate: make a release live for everyone. */
export const ActivateRequestSchema = v.strictObject({ release: ReleaseId });

/** POST /api/console/remotes/:remote/canary: serve a release to a share of visitors. */
export const CanaryRequestSchema = v.strictObject({
  release: ReleaseId,
  percent: v.pipe(
    v.number('percent must be a number'),
    v.integer('percent must be a whole number'),
    v.minValue(1, 'percent must be at least 1'),
    v.maxValue(99, 'percent must be at most 99 (100 is an activation)'),
  ),
});

/** POST /api/console/remotes/:remote/rollback: end the canary, or go back to the release live before. */
export const RollbackRequestSchema = v.strictObject({});

/** What a move answers: the move as the audit trail records it. */
export const MoveAnswerSchema = v.object({ move: MoveViewSchema });

export type ConsoleSection = v.InferOutput<typeof ConsoleSectionSchema>;
export type ConsoleMe = v.InferOutput<typeof ConsoleMeSchema>;
export type RemoteSummary = v.InferOutput<typeof RemoteSummarySchema>;
export type RemoteList = v.InferOutput<typeof RemoteListSchema>;
export type ReleaseView = v.InferOutput<typeof ReleaseViewSchema>;
export type MoveView = v.InferOutput<typeof MoveViewSchema>;
export type RemoteDetail = v.InferOutput<typeof RemoteDetailSchema>;
export type ActivateRequest = v.InferOutput<typeof ActivateRequestSchema>;
export type CanaryRequest = v.InferOutput<typeof CanaryRequestSchema>;
export type MoveAnswer = v.InferOutput<typeof MoveAnswerSchema>;

/** Whether roles let an account see and move `remote`. */
export const rolesAllow = (roles: readonly string[], remote: string): boolean =>
  roles.includes('owner') || roles.includes(`team:${remote}`);
