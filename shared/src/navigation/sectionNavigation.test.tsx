import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@site/shared/router';
import { DRAW_ALL_MAX_MS, scrollToSection, takePendingSectionScroll, useSectionNavigation } from './sectionNavigation';

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

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<GoToContact />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
  act(() => screen.getByRole('button', { name: 'Book call' }).click());
  expect(section.scrollIntoView).toHaveBeenCalled();
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
