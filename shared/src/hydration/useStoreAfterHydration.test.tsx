// A store read through useStoreAfterHydration: a part hydrates with the store's initial state (what
// the prerendered HTML shows) without a mismatch, then shows the store as it is now; a part whose
// value did not change is not rendered again; after hydration, and in a client render, it follows
// the store at once.
import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { useStoreAfterHydration } from './useHydrated';

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

/** Prerenders `element` with the store as it starts, changes the store, then hydrates. */
async function hydrateAfter(element: React.ReactElement, change: () => void, seen: string[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  seen.splice(0);
  document.body.appendChild(container);
  change();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates with the initial state, without a mismatch, then shows the store as it is now', async () => {
  const store = newStore();
  const seen: string[] = [];
  const { container, errors } = await hydrateAfter(
    <Greeting store={store} seen={seen} />,
    () => store.setState({ reading: false, name: 'Ada' }),
    seen,
  );
  expect(errors).toEqual([]);
  expect(seen[0]).toBe('Reading…');
  expect(container.textContent).toBe('Hello Ada');
});

it('catches up after the hydrating task, not within it (as a transition, in slices that yield)', async () => {
  // Outside act(), as in a browser: React's own scheduler runs the work.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    log.splice(0);
    document.body.appendChild(container);
    store.setState({ reading: false, name: 'Ada' });
    hydrateRoot(container, page);
    for (let waited = 0; container.textContent !== 'Hello Ada' && waited < 2000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(log).toEqual(['Reading…', 'end of the hydrating task', 'Hello Ada']);
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});

it('does not render a part again when what it reads did not change', async () => {
  const store = newStore();
  const seen: string[] = [];
  const { container, errors } = await hydrateAfter(
    <SignedIn store={store} seen={seen} />,
    () => store.setState({ reading: false }),
    seen,
  );
  expect(errors).toEqual([]);
  expect(seen).toEqual(['null']);
  expect(container.textContent).toBe('nobody');
});

it('follows every change once hydrated', async () => {
  const store = newStore();
  const seen: string[] = [];
  const { container } = await hydrateAfter(<Greeting store={store} seen={seen} />, () => undefined, seen);
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
