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
import { remoteFor, type RemoteName } from './sections';
import { useRouteSections, useSections } from './SectionsContext';
import { RemoteResolverContext } from './RemoteResolverContext';
import { discardEarlyActions } from '../early/earlyRestore';
import { useSayWhyPressesWait } from './useSayWhyPressesWait';
import { isLive, subscribeLive } from '../early/liveRegions';
import { reportError } from '../telemetry/pageReports';
import { forgetFirstHydration, hydratingPath, isFirstHydration } from './firstHydration';
import {
  forgetRemoteRoutes,
  remoteFailed,
  remoteRoutesPromise,
  remoteRoutesWhenAvailable,
  subscribeRemoteStatus,
} from './remoteRoutesCache';

const FallbackBox = styled.div<{ $compact?: boolean }>`
  max-width: 560px;
  margin: ${({ theme, $compact }) => theme.space($compact ? 6 : 16)} auto;
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
function useRemoteLabel(remote: RemoteName | null): string {
  const sections = useSections();
  if (!remote) return '';
  return sections?.[remote]?.label ?? `The ${remote} section`;
}

function RemoteProblem({
  remote,
  onRetry,
  compact = false,
  children,
}: {
  remote: RemoteName;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}) {
  const Heading = compact ? 'h2' : 'h1';
  const label = useRemoteLabel(remote);
  return (
    <Container>
      <FallbackBox role="alert" $compact={compact}>
        <Icon name="alert" size={40} />
        <Heading>{label} could not be loaded</Heading>
        <p>{children}</p>
        <Button onClick={onRetry}>
          <Icon name="refresh" size={18} /> Retry
        </Button>
      </FallbackBox>
    </Container>
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
 * While a prerendered page waits for its remote, says so when the remote fails or does not
 * answer in time: the page stays readable, its own buttons and forms wait, and Retry tries again.
 * Rendered outside the page's Suspense boundary, with its own state, so that showing it does not
 * disturb the HTML still waiting to be hydrated.
 */
export function RemoteHydrationNotice() {
  const { pathname } = useLocation();
  const sections = useRouteSections(pathname);
  const remote = sections && remoteFor(sections, pathname);
  // As the chrome hydrates, the page is not live yet: the same answer as the HTML's, so React has
  // no reason to render the notice again at once (docs/architecture.md, "Stores after hydration").
  const pageLive = useSyncExternalStore(
    subscribeLive,
    () => isLive('page'),
    () => false,
  );
  const failed = useSyncExternalStore(
    subscribeRemoteStatus,
    () => !!remote && remoteFailed(remote),
    () => false,
  );
  const show = !!remote && failed && !pageLive && hydratingPath() === pathname;
  const label = useRemoteLabel(remote || null);
  const retry = () => {
    if (remote) void forgetRemoteRoutes(remote).finally(() => remoteRoutesWhenAvailable(remote));
  };
  useEffect(() => forgetFirstHydration(pathname), [pathname]);
  // Before the held actions are dropped: a press on the page, held or new, is told why it waits.
  useSayWhyPressesWait(show, label, retry);
  useEffect(() => {
    // What the visitor did on the page will not be replayed: it is reported unavailable.
    if (show) discardEarlyActions('page');
  }, [show]);
  if (!show || !remote) return null;
  return (
    <RemoteProblem remote={remote} onRetry={retry} compact>
      The page below is shown as it was prepared, but some actions on it are unavailable until this section loads: its
      buttons and forms will not respond. The menu, your cart and the other pages still work.
    </RemoteProblem>
  );
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
