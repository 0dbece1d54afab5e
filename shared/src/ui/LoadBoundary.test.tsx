import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense, type ComponentType } from 'react';
import { LoadBoundary, retryableLazy } from './LoadBoundary';

test('code that fails to load leaves the rest standing and says so; a retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ default: ComponentType }>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 716 failed'))
    .mockResolvedValueOnce({ default: () => <p>Shopping Cart</p> });
  const part = retryableLazy(load);
  const onError = jest.fn();
  const view = (attempt: number) => (
    <main>
      <h1>Cadence</h1>
      <LoadBoundary key={attempt} onError={onError}>
        <Suspense fallback={null}>{createElement(part.current())}</Suspense>
      </LoadBoundary>
    </main>
  );
  const { rerender } = render(view(0));
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'Cadence' })).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
  part.retry();
  rerender(view(1));
  expect(await screen.findByText('Shopping Cart')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
