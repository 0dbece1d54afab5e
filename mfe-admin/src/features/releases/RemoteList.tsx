// The console's first page (docs/console.md): every remote the account may run, what is live, the
// canary if one runs, and when its pointer last moved.
import type { RemoteList as RemoteListData } from '@site/contract/console';
import { Link } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { adminPaths } from '@site/paths/admin';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { DataTable, QueryOutcome, when } from './releaseParts';

export function RemoteList() {
  const { state, reload } = useConsoleQuery<RemoteListData>('/remotes', { follow: true });
  return (
    <>
      <PageMeta title="Operations console" description="The site's remotes and their live releases." />
      <h1>Remotes</h1>
      <QueryOutcome state={state} reload={reload} what="the remotes">
        {({ remotes }) => (
          <DataTable>
            <caption>Each remote you run, and the release its visitors get</caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Live release</th>
                <th scope="col">Canary</th>
                <th scope="col">Last move</th>
              </tr>
            </thead>
            <tbody>
              {remotes.map((remote) => (
                <tr key={remote.remote}>
                  <th scope="row">
                    <Link to={adminPaths.remote(remote.remote)}>{remote.remote}</Link>
                  </th>
                  <td>{remote.live ?? 'none'}</td>
                  <td>{remote.canary ? `${remote.canary.releaseId} (${remote.canary.percent}%)` : 'none'}</td>
                  <td>{remote.lastMoveAt ? when(remote.lastMoveAt) : 'never'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryOutcome>
    </>
  );
}
