import { Component, use, useContext, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@site/shared/router';
import styled from 'styled-components';
import { Button, Container, Icon } from '@site/shared/ui';
import { REMOTE_LABELS, type RemoteName } from './remoteNames';
import { RemoteResolverContext } from './RemoteResolverContext';
import { forgetRemoteRoutes, remoteRoutesPromise } from './remoteRoutesCache';

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
    this.props.onError();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Container>
        <FallbackBox role="alert">
          <Icon name="alert" size={40} />
          <h1>{REMOTE_LABELS[this.props.remote]} could not be loaded</h1>
          <p>
            Something went wrong while loading this section. The rest of the site still works: you can use the menu,
            your cart and the other pages. Please try again in a moment.
          </p>
          <Button onClick={this.props.onRetry}>
            <Icon name="refresh" size={18} /> Retry
          </Button>
        </FallbackBox>
      </Container>
    );
  }
}

function RemoteRoutesView({ remote }: { remote: RemoteName; attempt: number }) {
  const resolve = useContext(RemoteResolverContext);
  const RemoteRoutes = resolve ? resolve(remote) : use(remoteRoutesPromise(remote)).default;
  return <RemoteRoutes />;
}

/**
 * Mounts a remote's routes, with a Retry on failure. The loading state is the layout's Suspense
 * boundary: it is already on screen when the visitor moves between pages, so React keeps the
 * current page until the next remote is ready instead of flashing a spinner.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // The path on which the remote last failed, if it did.
  const failedAt = useRef<string | null>(null);

  const retry = () => {
    failedAt.current = null;
    void forgetRemoteRoutes(remote).finally(() => setAttempt((n) => n + 1));
  };

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
