// A remote's releases, newest first, each with the moves that fit it: make it live, or serve it to
// a share of visitors first (a canary). The live release and the canary are marked. A release the
// registry would refuse says why instead of offering a move (docs/console.md).
import styled from 'styled-components';
import type { RemoteDetail } from '@site/contract/console';
import { Badge } from '@site/shared/ui';
import { MoveButton } from './MoveButton';
import { DataTable, when } from './releaseParts';

const Refused = styled.div`
  color: ${({ theme }) => theme.colors.mutedForeground};
  max-width: 40rem;
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

type Run = (action: 'activate' | 'canary', body: { release: string; percent?: number }) => Promise<string | null>;

export function ReleaseRows({ detail, run }: { detail: RemoteDetail; run: Run }) {
  return (
    <DataTable>
      <caption>Releases (newest first)</caption>
      <thead>
        <tr>
          <th scope="col">Release</th>
          <th scope="col">Published</th>
          <th scope="col">By</th>
          <th scope="col">Commit</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {detail.releases.map((release) => {
          const live = release.id === detail.live;
          const canary = release.id === detail.canary?.releaseId;
          return (
            <tr key={release.id}>
              <th scope="row">
                <code>{release.id}</code> {live ? <Badge $tone="success">live</Badge> : null}
                {canary ? <Badge $tone="warm">canary</Badge> : null}
              </th>
              <td>{when(release.createdAt)}</td>
              <td>{release.createdBy}</td>
              <td>{release.commit ?? '-'}</td>
              <td>
                {live ? null : release.problems.length > 0 ? (
                  <Refused>
                    Cannot go live now:
                    <ul>
                      {release.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  </Refused>
                ) : (
                  <>
                    <MoveButton
                      label={canary ? 'Promote' : 'Make live'}
                      target={`release ${release.id}`}
                      title={`Make ${release.id} live?`}
                      description={`Every visitor of ${detail.remote} gets ${release.id} within a few seconds.`}
                      confirmLabel="Make live"
                      variant="default"
                      onConfirm={() => run('activate', { release: release.id })}
                    />{' '}
                    <MoveButton
                      label={canary ? 'Change share' : 'Start canary'}
                      target={`release ${release.id}`}
                      title={`Serve ${release.id} to a share of visitors`}
                      description={`The others keep ${detail.live ?? 'the live release'}.`}
                      confirmLabel="Start canary"
                      askPercent
                      onConfirm={(percent) => run('canary', { release: release.id, percent })}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
