import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@site/shared/router';
import {
  ANCHOR_SCROLL_DELAY_MS,
  DRAW_ALL_MAX_MS,
  scrollToSection,
  takePendingSectionScroll,
  useSectionNavigation,
} from './sectionNavigation';

function GoToContact() {
  const goToSection = useSectionNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <span data-testid="path">{pathname}</span>
      <button type="button" onClick={() => goToSection('contact')}>
        Book call
      </button>
    </>
  );
}

/** A page whose button goes with it when it leads to the home page (the trust test's result). */
function ResultPage() {
  const goToSection = useSectionNavigation();
  return (
    <button type="button" onClick={() => goToSection('contact')}>
      Book a free call
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ai-trust-test" element={<ResultPage />} />
        <Route path="*" element={<GoToContact />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a button that goes with its page hands focus to the section it led to', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  section.scrollIntoView = jest.fn();
  document.body.appendChild(section);
  renderAt('/ai-trust-test');
  const button = screen.getByRole('button', { name: 'Book a free call' });
  button.focus();
  act(() => button.click());
  act(() => jest.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS));
  expect(section.scrollIntoView).toHaveBeenCalled();
  expect(section).toHaveFocus();
  expect(section).toHaveAttribute('tabindex', '-1');
  section.remove();
});

beforeEach(() => {
  jest.useFakeTimers();
  takePendingSectionScroll();
});
afterEach(() => jest.useRealTimers());

test('from another page it goes to / and marks the navigation as headed for a section, once', () => {
  renderAt('/shop');
  act(() => screen.getByRole('button', { name: 'Book call' }).click());
  expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  expect(takePendingSectionScroll()).toBe(true);
  expect(takePendingSectionScroll()).toBe(false);
});

test('on / it scrolls in place and leaves nothing pending', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  section.scrollIntoView = jest.fn();
  document.body.appendChild(section);
  renderAt('/');
  const button = screen.getByRole('button', { name: 'Book call' });
  button.focus();
  act(() => button.click());
  expect(section.scrollIntoView).toHaveBeenCalled();
  // The button is still there: it keeps focus.
  expect(button).toHaveFocus();
  expect(takePendingSectionScroll()).toBe(false);
  section.remove();
});

test('every section is drawn while the page scrolls to one, and only until the scroll ends', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  const drawnWhenScrolled: boolean[] = [];
  section.scrollIntoView = jest.fn(() => {
    drawnWhenScrolled.push(document.documentElement.dataset.drawAll !== undefined);
  });
  document.body.appendChild(section);
  expect(scrollToSection('contact')).toBe(true);
  expect(drawnWhenScrolled).toEqual([true]);
  window.dispatchEvent(new Event('scrollend'));
  expect(document.documentElement.dataset.drawAll).toBeUndefined();
  // Where the browser never says the scroll ended, the time limit ends it.
  scrollToSection('contact');
  expect(document.documentElement.dataset.drawAll).toBe('');
  jest.advanceTimersByTime(DRAW_ALL_MAX_MS);
  expect(document.documentElement.dataset.drawAll).toBeUndefined();
  section.remove();
});
