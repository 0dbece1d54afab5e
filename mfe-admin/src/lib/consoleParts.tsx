// What the console's pages share (releases, the shop): a table's look, a time as people read it,
// and what a read shows while it loads or when it fails (with a way to try again, unless there is
// nothing there to load: a 404, which is also what a remote outside the account's roles answers).
import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@site/shared/router';
import { Button, Spinner } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import type { QueryState } from './useConsoleQuery';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Words stay whole: a table wider than the screen scrolls sideways instead ("Status", not "Sta-tus"). */
  overflow-wrap: normal;
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

const Scroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
`;

/**
 * A console table, in a region of its own that scrolls sideways when the table is wider than the
 * screen (a phone): the region is named by the table's caption and takes focus, so a keyboard
 * scrolls it too.
 */
export function DataTable({ children }: { children: ReactNode }) {
  const captionId = useId();
  const named = Children.map(children, (child) =>
    isValidElement(child) && child.type === 'caption'
      ? cloneElement(child as ReactElement<{ id?: string }>, { id: captionId })
      : child,
  );
  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>{named}</Table>
    </Scroll>
  );
}

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
