// The footer's year is the visitor's: a page prerendered in one year and read in the next hydrates
// without a mismatch (React's error #418 in the console) and then shows the new year.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import { Footer } from './Footer';

const page = (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </ThemeProvider>
);

// Only the clock is fake: React's scheduling keeps its real timers.
beforeEach(() =>
  jest.useFakeTimers({
    now: new Date('2026-12-31T12:00:00'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  }),
);
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('a page prerendered on 31 December hydrates on 2 January without a mismatch, with the new year', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  expect(container.textContent).toContain('© 2026');

  jest.setSystemTime(new Date('2027-01-02T09:00:00'));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toContain('© 2027');
});
