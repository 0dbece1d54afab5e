import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@site/shared/toast';
import { renderWithProviders } from '../test/renderWithProviders';
import { beginFirstHydration } from './firstHydration';
import { RemoteHydrationNotice } from './RemoteHydrationNotice';
import { RemoteOutlet } from './RemoteOutlet';
import { forgetRemoteRoutes, remoteRoutesWhenAvailable } from './remoteRoutesCache';
import { loadRemoteRoutes, resetRemote } from './remoteLoader';

jest.mock('./remoteLoader', () => ({
  loadRemoteRoutes: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
  preloadRemoteEntry: jest.fn(async () => undefined),
}));

const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that fails to load shows a clear message with Retry, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  load.mockResolvedValueOnce({ default: () => <h1>Shop page</h1> });
  await renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      <RemoteOutlet remote="shop" />
    </Suspense>,
    '/shop',
  );

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The shop could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
  expect(resetRemote).toHaveBeenCalledWith('shop');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that throws while rendering is contained the same way', async () => {
  load.mockResolvedValueOnce({
    default: () => {
      throw new Error('render bug');
    },
  });
  await renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      <RemoteOutlet remote="quiz" />
    </Suspense>,
    '/ai-trust-test',
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The AI trust test could not be loaded');
});

test('while a prerendered page waits for its remote, a failure is reported above the page with Retry', async () => {
  // The page's HTML stays (its boundary keeps waiting); the notice says what is unavailable.
  beginFirstHydration('/cadence');
  load.mockRejectedValueOnce(new Error('the "cadence" remote did not load within 8000 ms'));
  load.mockResolvedValueOnce({ default: () => <h1>Cadence</h1> });
  const available = remoteRoutesWhenAvailable('cadence');
  await renderWithProviders(<RemoteHydrationNotice />, '/cadence');

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('The Cadence section could not be loaded');
  expect(notice).toHaveTextContent('some actions on it are unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await expect(available).resolves.toEqual({ default: expect.any(Function) });
  expect(resetRemote).toHaveBeenCalledWith('cadence');
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a press on the waiting page, out of sight of the notice, brings a toast that says why, with Retry', async () => {
  await forgetRemoteRoutes('cadence');
  beginFirstHydration('/cadence');
  load.mockRejectedValueOnce(new Error('the "cadence" remote did not load within 8000 ms'));
  load.mockResolvedValueOnce({ default: () => <h1>Cadence</h1> });
  void remoteRoutesWhenAvailable('cadence');
  useToastStore.getState().clear();
  await renderWithProviders(
    <>
      <RemoteHydrationNotice />
      <div data-early-region="page">
        <form onSubmit={(event) => event.preventDefault()}>
          <button type="submit">Check my documents</button>
        </form>
      </div>
    </>,
    '/cadence',
  );
  await screen.findByRole('alert');
  await userEvent.click(screen.getByRole('button', { name: 'Check my documents' }));
  await userEvent.click(screen.getByRole('button', { name: 'Check my documents' }));
  const toasts = useToastStore.getState().toasts;
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({
    title: 'The Cadence section could not be loaded',
    description: 'Buttons and forms on this page will work once it loads.',
    variant: 'destructive',
  });
  toasts[0]!.action!.onClick();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});
