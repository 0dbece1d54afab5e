// What a part of the page sees of hydration: false in the server's HTML and while React hydrates
// it, true afterwards, without a mismatch; true at once in a client render. Once hydrated, a part
// that only asked whether it was hydrating is not rendered again. A store read through
// useStoreAfterHydration: a part hydrates with the store's initial state (what the prerendered HTML
// shows) without a mismatch, then shows the store as it is now; a part whose value did not change
// is not rendered again; after hydration, and in a client render, it follows the store at once.
import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { useHydrated, useHydrating, useStoreAfterHydration } from './useHydrated';

function Status({ onRender }: { onRender: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onRender(hydrated);
  return <p>{hydrated ? 'live' : 'neutral'}</p>;
}

function Probe({ onRender }: { onRender: (hydrating: boolean) => void }) {
  const hydrating = useHydrating();
  const [count, setCount] = useState(0);
  onRender(hydrating);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** The element's HTML as the server sends it, in the document. */
function prerender(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

/**
 * Prerenders `element`, then hydrates it (after `beforeHydrating`). What the server's render saw is
 * taken out of `seen` (returned as `onServer`), so `seen` holds what the browser's renders saw.
 */
async function hydrate<T>(element: React.ReactElement, seen: T[], beforeHydrating = () => {}) {
  const container = prerender(element);
  const onServer = seen.splice(0);
  beforeHydrating();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors, onServer };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the HTML and while hydrating, true after, without a mismatch', async () => {
    const seen: boolean[] = [];
    const { container, errors, onServer } = await hydrate(<Status onRender={(value) => seen.push(value)} />, seen);
    expect(onServer).toEqual([false]);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('live');
  });

  it('is true at once in a client render', () => {
    const seen: boolean[] = [];
    const { container } = render(<Status onRender={(value) => seen.push(value)} />);
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('live');
  });
});

describe('useHydrating', () => {
  it('is true only for the hydrating render, and forces no render of its own after', async () => {
    const seen: boolean[] = [];
    const { container, errors, onServer } = await hydrate(<Probe onRender={(value) => seen.push(value)} />, seen);
    expect(onServer).toEqual([true]);
    expect(errors).toEqual([]);
    expect(seen).toEqual([true]);
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(seen).toEqual([true, false]);
  });

  it('is false in a client render', () => {
    const seen: boolean[] = [];
    render(<Probe onRender={(value) => seen.push(value)} />);
    expect(seen).toEqual([false]);
  });
});

interface Session {
  name: string | null;
  reading: boolean;
}

const newStore = () => createStore<Session>(() => ({ name: null, reading: true }));

function Greeting({ store, seen }: { store: ReturnType<typeof newStore>; seen: string[] }) {
  const text = useStoreAfterHydration(store, (state) =>
    state.reading ? 'Reading…' : `Hello ${state.name ?? 'guest'}`,
  );
  seen.push(text);
  return <p>{text}</p>;
}

function SignedIn({ store, seen }: { store: ReturnType<typeof newStore>; seen: string[] }) {
  const name = useStoreAfterHydration(store, (state) => (state.reading ? null : state.name));
  seen.push(String(name));
  return <p>{name ?? 'nobody'}</p>;
}

describe('useStoreAfterHydration', () => {
  it('hydrates with the initial state, without a mismatch, then shows the store as it is now', async () => {
    const store = newStore();
    const seen: string[] = [];
    const { container, errors } = await hydrate(<Greeting store={store} seen={seen} />, seen, () =>
      store.setState({ reading: false, name: 'Ada' }),
    );
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('Reading…');
    expect(container.textContent).toBe('Hello Ada');
  });

  it('catches up after the hydrating task, not within it (as a transition, in slices that yield)', async () => {
    // Outside act(), as in a browser: React's own scheduler runs the work.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const store = newStore();
      const log: string[] = [];
      // A microtask queued by an effect of the hydrating render runs when that task's work is done.
      function EndOfTask() {
        useEffect(() => queueMicrotask(() => log.push('end of the hydrating task')), []);
        return null;
      }
      const page = (
        <>
          <EndOfTask />
          <Greeting store={store} seen={log} />
        </>
      );
      const container = prerender(page);
      log.splice(0);
      store.setState({ reading: false, name: 'Ada' });
      hydrateRoot(container, page);
      // Up to 15 s: a bound against a hang on a busy machine, not a speed.
      for (let waited = 0; container.textContent !== 'Hello Ada' && waited < 15_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(log).toEqual(['Reading…', 'end of the hydrating task', 'Hello Ada']);
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('does not render a part again when what it reads did not change', async () => {
    const store = newStore();
    const seen: string[] = [];
    const { container, errors } = await hydrate(<SignedIn store={store} seen={seen} />, seen, () =>
      store.setState({ reading: false }),
    );
    expect(errors).toEqual([]);
    expect(seen).toEqual(['null']);
    expect(container.textContent).toBe('nobody');
  });

  it('follows every change once hydrated', async () => {
    const store = newStore();
    const seen: string[] = [];
    const { container } = await hydrate(<Greeting store={store} seen={seen} />, seen);
    expect(container.textContent).toBe('Reading…');
    act(() => store.setState({ reading: false, name: 'Grace' }));
    expect(container.textContent).toBe('Hello Grace');
  });

  it('reads the store as it is in a client render', () => {
    const store = newStore();
    store.setState({ reading: false, name: 'Lin' });
    const seen: string[] = [];
    const { container } = render(<Greeting store={store} seen={seen} />);
    expect(seen).toEqual(['Hello Lin']);
    expect(container.textContent).toBe('Hello Lin');
  });
});
