// A remote's rollout in the console (docs/console.md, "The pages"): the running one with its step, its
// share of visitors and when it is judged next, or how the last one ended; Promote (the next step
// now) and Abort while it runs, Start rollout otherwise; every decision with its figures, and the
// alerts it mailed on its own.
import { useEffect, useRef, useState } from 'react';
import type { ReleaseView } from '@site/contract/console';
import type { ConsoleRolloutAnswer, ConsoleRolloutRequest } from '@site/contract/consoleRollout';
import type { RolloutView } from '@site/contract/rollout';
import { Badge } from '@site/shared/ui';
import { consoleCall } from '../../lib/consoleApi';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { MoveButton } from './MoveButton';
import { QueryOutcome, when } from './releaseParts';
import { AlertTable, DecisionTable } from './rolloutParts';
import { RolloutStart } from './RolloutStart';

const ENDED: Record<Exclude<RolloutView['state'], 'running'>, string> = {
  completed: 'completed: the release went live',
  aborted: 'aborted: visitors went back to the stable release',
  replaced: 'replaced by a move by hand',
};

/** What Promote does: the next step's share, or the release live after the last step below 100. */
const nextStepOf = (rollout: RolloutView) => {
  const next = rollout.steps[rollout.step + 1];
  return next === undefined || next >= 100
    ? `${rollout.release} goes live for every visitor now, without a judgement.`
    : `The next step now, without a judgement: ${next}% of visitors get ${rollout.release}.`;
};

function RolloutFacts({ rollout }: { rollout: RolloutView }) {
  return (
    <dl>
      <dt>Release</dt>
      <dd>
        <code>{rollout.release}</code> against <code>{rollout.stable}</code>{' '}
        {rollout.state === 'running' ? <Badge $tone="warm">running</Badge> : null}
      </dd>
      <dt>Step</dt>
      <dd>
        Step {rollout.step + 1} of {rollout.steps.length}: {rollout.percent}% of visitors (steps{' '}
        {rollout.steps.join('%, ')}%)
      </dd>
      {rollout.nextDecisionAt ? (
        <>
          <dt>Next decision</dt>
          <dd>{when(rollout.nextDecisionAt)}</dd>
        </>
      ) : null}
      {rollout.state !== 'running' ? (
        <>
          <dt>Ended</dt>
          <dd>
            {ENDED[rollout.state]}
            {rollout.endedAt ? `, ${when(rollout.endedAt)}` : ''}
          </dd>
        </>
      ) : null}
      <dt>Started</dt>
      <dd>
        {when(rollout.startedAt)} by {rollout.startedBy}; needs {rollout.policy.minSessions} sessions a side
      </dd>
    </dl>
  );
}

export interface RolloutPanelProps {
  remote: string;
  live: string | null;
  releases: ReleaseView[];
  /** After a move: the remote's page reads its releases again. */
  onMoved: () => void;
}

export function RolloutPanel({ remote, live, releases, onMoved }: RolloutPanelProps) {
  const path = `/remotes/${encodeURIComponent(remote)}/rollout`;
  const { state, reload } = useConsoleQuery<ConsoleRolloutAnswer>(path, { follow: true });
  const [done, setDone] = useState<string | null>(null);
  // The button that moved it may be gone after the move: focus goes to what happened.
  const status = useRef<HTMLParagraphElement>(null);
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current || !('ok' in state)) return;
    announce.current = false;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [state]);

  // A decision that moved the rollout meanwhile (its own judgement, or someone else's move) is said
  // in the status line as the page follows it (docs/console.md); a judgement that waits is not.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!('ok' in state) || !state.ok) return;
    const rollout = state.data.rollout;
    const key = rollout ? `${rollout.id}:${rollout.decisions.length}` : '';
    const newest = rollout?.decisions[0];
    if (seen.current !== null && key !== seen.current && newest && newest.verdict !== 'wait') setDone(newest.reason);
    seen.current = key;
  }, [state]);

  const move = async (action: 'start' | 'promote' | 'abort', plan?: ConsoleRolloutRequest) => {
    const result = await consoleCall<ConsoleRolloutAnswer>(action === 'start' ? path : `${path}/${action}`, {
      method: 'POST',
      body: plan ?? {},
    });
    if (!result.ok) return result.message;
    const rollout = result.data.rollout;
    setDone(rollout?.decisions[0]?.reason ?? `${action}: done.`);
    announce.current = true;
    reload();
    onMoved();
    return null;
  };

  return (
    <section aria-labelledby="rollout-heading">
      <h2 id="rollout-heading">Rollout</h2>
      <p role="status" ref={status} tabIndex={-1}>
        {done ? `Rollout: ${done}` : ''}
      </p>
      <QueryOutcome state={state} reload={reload} what={`the rollout of ${remote}`}>
        {({ rollout }) => {
          const running = rollout?.state === 'running';
          // Not the live one, nor one the registry would refuse (its row says why).
          const candidates = releases.filter((release) => release.id !== live && release.problems.length === 0);
          return (
            <>
              {rollout ? <RolloutFacts rollout={rollout} /> : <p>No rollout yet.</p>}
              {running ? (
                <>
                  <MoveButton
                    label="Promote"
                    target="rollout to its next step"
                    title={`Promote the rollout of ${rollout.release}?`}
                    description={nextStepOf(rollout)}
                    confirmLabel="Promote"
                    variant="default"
                    onConfirm={() => move('promote')}
                  />{' '}
                  <MoveButton
                    label="Abort rollout"
                    title={`Abort the rollout of ${rollout.release}?`}
                    description={`Every visitor gets ${rollout.stable} again; ${rollout.release} stays published.`}
                    confirmLabel="Abort rollout"
                    variant="destructive"
                    onConfirm={() => move('abort')}
                  />
                </>
              ) : candidates.length > 0 && live ? (
                <RolloutStart
                  remote={remote}
                  live={live}
                  releases={candidates}
                  onStart={(plan) => move('start', plan)}
                />
              ) : null}
              {rollout ? <DecisionTable decisions={rollout.decisions} /> : null}
              {rollout ? <AlertTable alerts={rollout.alerts} /> : null}
            </>
          );
        }}
      </QueryOutcome>
    </section>
  );
}
