import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, Icon, PageLoading, Spinner } from '@site/shared/ui';
import { loadRemoteRoutes, resetRemote } from './remoteLoader';
import { REMOTE_LABELS, type RemoteName } from './remoteNames';

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
          <Button
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            <Icon name="refresh" size={18} /> Retry
          </Button>
        </FallbackBox>
      </Container>
    );
  }
}

/** Mounts a remote's routes, lazily, with a loading state and a Retry on failure. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);
  useEffect(() => {
    // Moving to another path after a failure tries the remote again.
    if (failed.current) {
      failed.current = false;
      setAttempt((n) => n + 1);
    }
  }, [pathname]);
  // React.lazy caches a rejected import: every retry needs a new lazy component.
  const RemoteRoutes = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await resetRemote(remote);
        return loadRemoteRoutes(remote);
      }),
    [remote, attempt],
  );
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={pathname}
      onRetry={() => {
        failed.current = false;
        setAttempt((n) => n + 1);
      }}
      onError={() => {
        failed.current = true;
      }}
    >
      <Suspense
        fallback={
          <PageLoading>
            <Spinner label="Loading page" size={32} />
          </PageLoading>
        }
      >
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
