// What a part of the page sees of hydration: false in the server's HTML and while React hydrates
// it, true afterwards, without a mismatch; true at once in a client render. Once hydrated, a part
// that only asked whether it was hydrating is not rendered again.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { useHydrated, useHydrating } from './useHydrated';

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

/**
 * Prerenders `element`, then hydrates it. What the server's render saw is taken out of `seen`
 * (returned as `onServer`), so `seen` holds what the browser's renders saw.
 */
async function hydrate(element: React.ReactElement, seen: boolean[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const onServer = seen.splice(0);
  document.body.appendChild(container);
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
