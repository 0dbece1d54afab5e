import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@site/shared/router';
import { ScrollManager } from './ScrollManager';

// The app starts on an address with a section's hash. The browser scrolls to a target the HTML
// holds by itself; the app jumps only to one that appears after it started (docs/architecture.md,
// "The first frame").
const jumps = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  jumps.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    jumps(this.id);
  };
});
afterEach(() => {
  document.getElementById('contact')?.remove();
  jest.useRealTimers();
});

function start(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollManager />
    </MemoryRouter>,
  );
}

test('a target already in the page is left to the browser: the visitor is not pulled back to it', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  document.body.append(section);
  start('/#contact');
  act(() => jest.advanceTimersByTime(6_000));
  expect(jumps).not.toHaveBeenCalled();
});

test('a target that appears after the app started is scrolled to once it exists', () => {
  start('/#contact');
  act(() => jest.advanceTimersByTime(200));
  expect(jumps).not.toHaveBeenCalled();
  const section = document.createElement('section');
  section.id = 'contact';
  document.body.append(section);
  act(() => jest.advanceTimersByTime(100));
  expect(jumps).toHaveBeenCalledWith('contact');
});

test('a link the app follows to a section in the page jumps to it', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  document.body.append(section);
  let go: (to: string) => void = () => {};
  function Navigator() {
    const navigate = useNavigate();
    go = navigate;
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <ScrollManager />
      <Navigator />
    </MemoryRouter>,
  );
  act(() => go('/#contact'));
  act(() => jest.advanceTimersByTime(100));
  expect(jumps).toHaveBeenCalledWith('contact');
});
