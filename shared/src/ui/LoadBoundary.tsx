// Code fetched on first use (the dialog, the toasts) can fail on a bad network. React.lazy then
// throws into render, and with nothing to catch it the whole page goes blank. LoadBoundary catches
// it and reports it; retryableLazy gives a new attempt (webpack fetches a failed chunk again);
// LazyPart puts the two together for a part with nothing more to do when its code fails.
import {
  Component,
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

export interface RetryableLazy<P> {
  /** The component of the current attempt. */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** Starts a new attempt: the next render loads the code again. */
  retry: () => void;
  /** The current attempt's number: the key of its LoadBoundary, so a new attempt starts afresh. */
  attempt: () => number;
}

export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let component = lazy(load);
  let attempt = 0;
  return {
    current: () => component,
    retry: () => {
      component = lazy(load);
      attempt += 1;
    },
    attempt: () => attempt,
  };
}

interface LoadBoundaryProps {
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Renders nothing in place of code that failed to load, and says so through onError. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[ui] code needed here did not load:', error);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part whose code is fetched when it first renders: `fallback` while it loads; if it does not
 * arrive, nothing (or `onError`'s doing), and the next render tries again.
 */
export function LazyPart<P extends object>({
  part,
  props,
  fallback = null,
  onError,
}: {
  part: RetryableLazy<P>;
  props: P;
  fallback?: ReactNode;
  onError?: (error: Error) => void;
}) {
  return (
    <LoadBoundary
      key={part.attempt()}
      onError={(error) => {
        part.retry();
        onError?.(error);
      }}
    >
      <Suspense fallback={fallback}>{createElement(part.current(), props)}</Suspense>
    </LoadBoundary>
  );
}
