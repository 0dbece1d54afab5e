import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon, Spinner } from '@site/shared/ui';
import { useNearViewport } from './useNearViewport';

/** docs/product.md §4, §9: readiness is polled every 100 ms and given up after 10 s. */
export const WIDGET_POLL_MS = 100;
export const WIDGET_GIVE_UP_MS = 10_000;
export const WIDGET_HEIGHT_PX = 700;
const SCRIPT_ID = 'scheduling-widget-script';

interface CalendlyApi {
  initInlineWidget: (options: { url: string; parentElement: Element }) => void;
}

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/** Where the widget draws itself: it takes its height once the widget is ready. */
const Target = styled.div<{ $ready: boolean }>`
  height: ${({ $ready }) => ($ready ? WIDGET_HEIGHT_PX : 0)}px;
`;

const Frame = styled.div<{ $status: Status }>`
  min-height: ${({ $status }) => ($status === 'failed' ? 'auto' : `${WIDGET_HEIGHT_PX}px`)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Loads the scheduling script once; resolves nothing, readiness is polled. */
function injectScript(src: string, onError: () => void) {
  const existing = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (existing) {
    if (existing.dataset.failed === 'true') onError();
    else existing.addEventListener('error', onError, { once: true });
    return;
  }
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.addEventListener(
    'error',
    () => {
      script.dataset.failed = 'true';
      onError();
    },
    { once: true },
  );
  document.body.appendChild(script);
}

/**
 * The embedded scheduling widget for the free 30-minute call. Loaded only when the section nears
 * the viewport; if it is not ready within 10 s (or its script fails), a plain booking link shows.
 */
export function SchedulingWidget({ pageUrl, scriptUrl }: { pageUrl: string; scriptUrl: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  // How loading ended; until then the widget waits for the viewport, then loads.
  const [outcome, setStatus] = useState<Status | null>(null);
  const status: Status = outcome ?? (near ? 'loading' : 'waiting');

  useEffect(() => {
    if (!near) return undefined;
    let done = false;
    const started = Date.now();
    const finish = (next: Status) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      setStatus(next);
    };
    const poll = setInterval(() => {
      const api = window.Calendly;
      if (api && target.current) {
        api.initInlineWidget({ url: pageUrl, parentElement: target.current });
        finish('ready');
      } else if (Date.now() - started >= WIDGET_GIVE_UP_MS) {
        finish('failed');
      }
    }, WIDGET_POLL_MS);
    injectScript(scriptUrl, () => finish('failed'));
    return () => {
      done = true;
      clearInterval(poll);
    };
  }, [near, pageUrl, scriptUrl]);

  return (
    <Frame ref={frame} $status={status} data-status={status}>
      <Target ref={target} $ready={status === 'ready'} />
      {status === 'waiting' || status === 'loading' ? (
        <Message>
          <Spinner label="Loading the booking calendar" size={28} />
          <p>Loading the booking calendar…</p>
          <a href={pageUrl} target="_blank" rel="noopener noreferrer">
            Open the booking page instead
          </a>
        </Message>
      ) : null}
      {status === 'failed' ? (
        <Message role="status">
          <Icon name="calendar" size={32} />
          <p>The booking calendar could not be loaded here.</p>
          <a href={pageUrl} target="_blank" rel="noopener noreferrer">
            Book your free 30-minute call on the scheduling page (opens in a new tab)
          </a>
        </Message>
      ) : null}
    </Frame>
  );
}
