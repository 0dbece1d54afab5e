import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleCall, type ConsoleResult } from './consoleApi';

export type QueryState<T> = { status: 'loading' } | ConsoleResult<T>;

/** How often a page that follows what others change reads it again while it is in view. */
export const FOLLOW_EVERY_MS = 15_000;

export interface QueryOptions {
  /**
   * Reads again every FOLLOW_EVERY_MS while the page is in view, and at once when it comes back into
   * view (docs/console.md, "What the owner sees is current"): what others move (a team at its
   * terminal, a rollout deciding on its own) shows without a reload.
   */
  follow?: boolean;
}

const sameData = <T>(a: QueryState<T>, b: ConsoleResult<T>) =>
  'ok' in a && a.ok && b.ok && JSON.stringify(a.data) === JSON.stringify(b.data);

/** A failure that says nothing of the data: the server not reached, busy or failing for a moment. */
const transientFailure = <T>(result: ConsoleResult<T>) =>
  !result.ok && (result.status === 0 || result.status === 429 || result.status >= 500);

/**
 * A console read: loading, then its result; `reload` reads it again (after a move). A following
 * read replaces what is shown only when the answer changed; one that could not reach the server, or
 * found it busy or failing, keeps what was read.
 */
export function useConsoleQuery<T>(
  path: string,
  options: QueryOptions = {},
): { state: QueryState<T>; reload: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // Reads in the order they were asked: an answer older than the one shown is dropped (a following
  // read asked before a move must not bring back what the move changed).
  const asked = useRef(0);
  const applied = useRef(0);
  const read = useCallback(
    (apply: (result: ConsoleResult<T>) => void) => {
      const n = ++asked.current;
      void consoleCall<T>(path).then((result) => {
        if (n < applied.current) return;
        applied.current = n;
        apply(result);
      });
    },
    [path],
  );
  useEffect(() => {
    let current = true;
    read((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [read, round]);

  const { follow = false } = options;
  useEffect(() => {
    if (!follow) return;
    let current = true;
    const readAgain = () => {
      // Nor under an open dialog: what the owner is confirming or planning does not change meanwhile
      // (the move is the server's to check); a read after it closes catches up.
      if (document.visibilityState !== 'visible' || document.querySelector('[role="dialog"]')) return;
      read((result) => {
        if (!current) return;
        // The same answer changes nothing; a blip of the network or the server keeps the figures on
        // screen; any other answer is shown (a role taken away: the console's 404).
        setState((before) =>
          !('ok' in before) || sameData(before, result) || (transientFailure(result) && before.ok) ? before : result,
        );
      });
    };
    const timer = window.setInterval(readAgain, FOLLOW_EVERY_MS);
    document.addEventListener('visibilitychange', readAgain);
    return () => {
      current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', readAgain);
    };
  }, [read, follow]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
