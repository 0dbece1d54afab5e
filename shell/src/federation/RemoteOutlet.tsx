import {
  Component,
  createElement,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation } from '@site/shared/router';
import styled from 'styled-components';
import { Button, Container, Icon } from '@site/shared/ui';
import type { RemoteName } from './sections';
import { useSections } from './SectionsContext';
import { RemoteResolverContext } from './RemoteResolverContext';
import { reportError } from '../telemetry/pageReports';
import { isFirstHydration } from './firstHydration';
import {
  forgetRemoteRoutes,
  remoteFailed,
  remoteRoutesPromise,
  remoteRoutesWhenAvailable,
  subscribeRemoteStatus,
} from './remoteRoutesCache';

const FallbackBox = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(16)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  svg {
    color: ${({ theme }) => theme.colors.warm};
  }
`;

interface BoundaryProps {
  remote: RemoteName;
  resetKey: string;
  onRetry: () => void;
  onError: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote that fails to load or to render; the rest of the site keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new path is a new attempt.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the "${this.props.remote}" remote failed:`, error, info.componentStack);
    reportError('boundary', error, this.props.remote);
    this.props.onError();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteProblem remote={this.props.remote} onRetry={this.props.onRetry}>
        Something went wrong while loading this section. The rest of the site still works: you can use the menu, your
        cart and the other pages. Please try again in a moment.
      </RemoteProblem>
    );
  }
}

/** What the section calls itself in its release ("The shop"); a section that has not said, by name. */
export function useRemoteLabel(remote: RemoteName | null): string {
  const sections = useSections();
  if (!remote) return '';
  return sections?.[remote]?.label ?? `The ${remote} section`;
}

function RemoteProblem({
  remote,
  onRetry,
  children,
}: {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}) {
  const label = useRemoteLabel(remote);
  return (
    <Container>
      <FallbackBox role="alert">
        <Icon name="alert" size={40} />
        <h1>{label} could not be loaded</h1>
        <p>{children}</p>
        <RetryButton onRetry={onRetry} />
      </FallbackBox>
    </Container>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button onClick={onRetry}>
      <Icon name="refresh" size={18} /> Retry
    </Button>
  );
}

function RemoteRoutesView({ remote }: { remote: RemoteName; attempt: number }) {
  const resolve = useContext(RemoteResolverContext);
  const { pathname } = useLocation();
  // Hydrating a prerendered page waits for the remote however long it takes, keeping the HTML
  // meanwhile (RemoteHydrationNotice reports a failure); elsewhere a failure shows Retry here.
  const load = isFirstHydration(pathname) ? remoteRoutesWhenAvailable : remoteRoutesPromise;
  // A module's export, the same component on every render (the modules are cached): not a
  // component made during render, which is what the lint rule guards against.
  return createElement(resolve ? resolve(remote) : use(load(remote)).default);
}

/**
 * Mounts a remote's routes, with a Retry on failure. The loading state is the layout's Suspense
 * boundary: it is already on screen when the visitor moves between pages, so React keeps the
 * current page until the next remote is ready instead of flashing a spinner.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const failed = useSyncExternalStore(
    subscribeRemoteStatus,
    () => remoteFailed(remote),
    () => false,
  );
  const wasFailed = useRef(false);
  // The path on which the remote last failed, if it did.
  const failedAt = useRef<string | null>(null);

  const retry = () => {
    failedAt.current = null;
    void forgetRemoteRoutes(remote).finally(() => setAttempt((n) => n + 1));
  };

  useEffect(() => {
    // A remote that arrives after its time limit takes over from the message (it is cached now).
    if (wasFailed.current && !failed && failedAt.current !== null) {
      failedAt.current = null;
      setAttempt((n) => n + 1);
    }
    wasFailed.current = failed;
  }, [failed]);

  useEffect(() => {
    // Moving to another path after a failure tries the remote again.
    if (failedAt.current !== null && failedAt.current !== pathname) retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new path
  }, [pathname]);

  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={`${pathname}#${attempt}`}
      onRetry={retry}
      onError={() => {
        failedAt.current = pathname;
      }}
    >
      <RemoteRoutesView key={attempt} remote={remote} attempt={attempt} />
    </RemoteErrorBoundary>
  );
}
