import { useCallback, useEffect, useState } from 'react';
import { consoleCall, type ConsoleResult } from './consoleApi';

export type QueryState<T> = { status: 'loading' } | ConsoleResult<T>;

/** A console read: loading, then its result; `reload` reads it again (after a move). */
export function useConsoleQuery<T>(path: string): { state: QueryState<T>; reload: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void consoleCall<T>(path).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
