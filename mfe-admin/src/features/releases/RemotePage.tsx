// One remote in the console (docs/console.md): what is live, the canary if one runs, its releases
// with the moves the account may make (each behind a confirmation), and the audit trail of every
// move: when, from, to, by whom and why.
import { useEffect, useRef, useState } from 'react';
import type { RemoteDetail } from '@site/contract/console';
import { Link, matchPath, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Badge } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { moveRelease } from '../../lib/consoleApi';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { MoveButton } from './MoveButton';
import { AuditTrail } from './AuditTrail';
import { QueryOutcome } from './releaseParts';
import { ReleaseRows } from './ReleaseRows';
import { RolloutPanel } from './RolloutPanel';

export function RemotePage() {
  const { pathname } = useLocation();
  const remote = matchPath(adminPaths.remoteRoute, pathname)?.params.remote ?? '';
  const { state, reload } = useConsoleQuery<RemoteDetail>(`/remotes/${encodeURIComponent(remote)}`, {
    follow: true,
  });
  const [done, setDone] = useState<string | null>(null);
  // After a move the button that made it may be gone (a release made live has none): focus goes to
  // what happened, once the remote has been read again, never to the page's body.
  const status = useRef<HTMLParagraphElement>(null);
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current || !('ok' in state)) return;
    announce.current = false;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [state]);

  /** Runs a move; on success says what moved and reads the remote again. */
  const run = async (action: 'activate' | 'canary' | 'rollback', body: { release?: string; percent?: number } = {}) => {
    const result = await moveRelease(remote, action, body);
    if (!result.ok) return result.message;
    const { move } = result.data;
    const share = move.percent === undefined ? '' : ` for ${move.percent}% of visitors`;
    setDone(`${move.action}: ${move.from ?? '(none)'} to ${move.to}${share}.`);
    announce.current = true;
    reload();
    return null;
  };

  return (
    <>
      <PageMeta title={`${remote}: releases`} description={`The releases of the ${remote} remote.`} />
      <h1>{remote}</h1>
      <p>
        <Link to={adminPaths.health(remote)}>Health charts of {remote}</Link>
      </p>
      <p role="status" ref={status} tabIndex={-1}>
        {done ? `Done. ${done}` : ''}
      </p>
      <QueryOutcome state={state} reload={reload} what={`the releases of ${remote}`}>
        {(detail) => (
          <>
            <dl>
              <dt>Live release</dt>
              <dd>
                <code>{detail.live ?? 'none'}</code>
              </dd>
              <dt>Canary</dt>
              <dd>
                {detail.canary ? (
                  <>
                    <code>{detail.canary.releaseId}</code> for {detail.canary.percent}% of visitors{' '}
                    <Badge $tone="warm">running</Badge>
                  </>
                ) : (
                  'none running'
                )}
              </dd>
            </dl>
            {detail.canary ? (
              <MoveButton
                label="Abort canary"
                title={`Abort the canary of ${remote}?`}
                description={`Every visitor gets ${detail.live} again; ${detail.canary.releaseId} stays published.`}
                confirmLabel="Abort canary"
                variant="destructive"
                onConfirm={() => run('rollback')}
              />
            ) : detail.live && detail.previous ? (
              <MoveButton
                label="Roll back"
                title={`Roll back ${remote}?`}
                description={`Every visitor gets ${detail.previous} again, in place of ${detail.live}.`}
                confirmLabel="Roll back"
                variant="destructive"
                onConfirm={() => run('rollback')}
              />
            ) : detail.live ? (
              <p>Nothing to roll back to: no release was live before {detail.live}.</p>
            ) : null}
            <RolloutPanel remote={remote} live={detail.live} releases={detail.releases} onMoved={reload} />
            <ReleaseRows detail={detail} run={run} />
            <AuditTrail moves={detail.moves} />
          </>
        )}
      </QueryOutcome>
    </>
  );
}
