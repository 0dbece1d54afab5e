import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { ANNOUNCE_LOADING_AFTER_MS, NavigationProgress } from './NavigationProgress';

/** A page whose remote has not arrived yet: it shows once the test lets its code arrive. */
let arrive: () => void = () => {};
let SlowPage: ComponentType = () => null;
function newSlowPage() {
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Cadence</h1> });
  });
  SlowPage = lazy(() => code);
}

beforeEach(() => {
  newSlowPage();
  window.history.replaceState(null, '', '/');
});

async function renderSite() {
  await act(async () => {
    render(
      <BrowserRouter>
        <SiteProviders>
          <NavigationProgress />
          <Link to="/cadence">Cadence</Link>
          <Suspense fallback={<p>Loading page</p>}>
            <Routes>
              <Route path="/" element={<h1>Home</h1>} />
              <Route path="/cadence" element={<SlowPage />} />
            </Routes>
          </Suspense>
        </SiteProviders>
      </BrowserRouter>,
    );
  });
}

afterEach(() => {
  jest.useRealTimers();
});

/** A visitor's clicks on a clock the test moves (jest's fake timers). */
function onTheTestsClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

test('a tap on a link to a page still on its way shows the bar at once and says the page is loading once it is late', async () => {
  const user = onTheTestsClock();
  await renderSite();
  expect(screen.getByRole('status').textContent).toBe('');
  await user.click(screen.getByRole('link', { name: 'Cadence' }));
  // React keeps the old page on screen while the new one suspends: the tap was taken all the same.
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByTestId('navigation-progress')).toBeInTheDocument();
  expect(screen.getByRole('status').textContent).toBe('');
  await wait(ANNOUNCE_LOADING_AFTER_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  await act(async () => {
    arrive();
  });
  await wait(50);
  expect(screen.getByRole('heading', { name: 'Cadence' })).toBeInTheDocument();
  expect(screen.getByRole('status').textContent).toBe('');
  expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
});

test('a page that arrives before the delay is never announced', async () => {
  const user = onTheTestsClock();
  await renderSite();
  await user.click(screen.getByRole('link', { name: 'Cadence' }));
  await wait(ANNOUNCE_LOADING_AFTER_MS - 100);
  expect(screen.getByRole('status').textContent).toBe('');
  await act(async () => {
    arrive();
  });
  await screen.findByRole('heading', { name: 'Cadence' });
  await wait(ANNOUNCE_LOADING_AFTER_MS * 2);
  expect(screen.getByRole('status').textContent).toBe('');
});

test('going back to a page on screen at once shows nothing pending', async () => {
  arrive();
  await renderSite();
  await userEvent.click(screen.getByRole('link', { name: 'Cadence' }));
  await screen.findByRole('heading', { name: 'Cadence' });
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
});
