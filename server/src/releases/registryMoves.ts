// The audit of the registry (docs/releases.md): every move of a pointer is a row of release_moves,
// written in the transaction that moved it, with why when there is a reason to give (a rollout's
// judgement and its figures). A move made by hand ends the remote's running rollout, recorded as
// such in the same transaction ("Rollouts": the operator's move wins).
import type { Queryable } from '../db';
import { iso, type MoveAction, type ReleaseMove } from './registryRecords';
import { replaceRunningRollout } from './rolloutStore';

/** Why a move is made, and which rollout made it (none: a move by hand). */
export interface MoveNote {
  reason?: string;
  rolloutId?: number;
}

export async function recordMove(
  tx: Queryable,
  remote: string,
  move: { from: string | null; to: string; action: MoveAction; actor: string; percent?: number },
  note: MoveNote = {},
): Promise<ReleaseMove> {
  let reason = note.reason ?? null;
  if (note.rolloutId === undefined) {
    const share = move.percent === undefined ? '' : ` (${move.percent}%)`;
    const what = `${move.action} ${move.from ?? '(none)'} -> ${move.to}${share}`;
    const replaced = await replaceRunningRollout(tx, remote, `Replaced by hand: ${what} by ${move.actor}.`, move.actor);
    if (replaced !== null) reason = [reason, `Ends rollout #${replaced}.`].filter(Boolean).join(' ');
  }
  const { rows } = await tx.query<{ moved_at: Date | string }>(
    `INSERT INTO release_moves (remote, from_release, to_release, action, actor, percent, reason, rollout_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING moved_at`,
    [remote, move.from, move.to, move.action, move.actor, move.percent ?? null, reason, note.rolloutId ?? null],
  );
  return {
    from: move.from,
    to: move.to,
    action: move.action,
    actor: move.actor,
    at: iso(rows[0]?.moved_at ?? new Date()),
    ...(move.percent === undefined ? {} : { percent: move.percent }),
    ...(reason ? { reason } : {}),
    ...(note.rolloutId === undefined ? {} : { rolloutId: note.rolloutId }),
  };
}
