// What the console's pages share (releases, the shop): a table's look, a time as people read it,
// and what a read shows while it loads or when it fails (with a way to try again, unless there is
// nothing there to load: a 404, which is also what a remote outside the account's roles answers).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@site/shared/router';
import { Button, Spinner } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import type { QueryState } from './useConsoleQuery';

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  code {
    font-size: inherit;
  }
`;

/** An ISO time in the reader's own words and zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function QueryOutcome<T>({
  state,
  reload,
  what,
  children,
}: {
  state: QueryState<T>;
  reload: () => void;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if ('status' in state && state.status === 'loading') return <Spinner label={`Loading ${what}`} />;
  if (state.ok) return <>{children(state.data)}</>;
  if (state.status === 404) {
    return (
      <div role="alert">
        <p>Not found: {state.message} It is not there, or not among what your account runs.</p>
        <Link to={adminPaths.console}>Back to the console</Link>
      </div>
    );
  }
  return (
    <div role="alert">
      <p>
        Could not load {what}: {state.message}
      </p>
      <Button onClick={reload}>Try again</Button>
    </div>
  );
}
