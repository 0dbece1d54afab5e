import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@site/shared/router';
import { takePendingSectionScroll, useSectionNavigation } from './sectionNavigation';

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
