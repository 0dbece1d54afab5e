import { drawSectionsWhenIdle } from './drawSectionsWhenIdle';

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML =
    '<style>section, article, footer { content-visibility: auto; } .hero { content-visibility: visible; }</style>';
  document.body.innerHTML =
    '<main><section class="hero">Hero</section><div><section id="a">A</section></div><section id="b">B<article>Card</article></section></main><footer>Footer</footer>';
});
afterEach(() => jest.useRealTimers());

const drawn = () =>
  [...document.querySelectorAll<HTMLElement>('section, article, footer')].map((e) => e.style.contentVisibility);

test('the sections (and cards) drawn only near the screen are drawn one at a time, each after a frame and an idle moment', () => {
  drawSectionsWhenIdle();
  expect(drawn()).toEqual(['', '', '', '', '']);
  const counts = new Set<number>();
  for (let ms = 0; ms < 1000; ms += 5) {
    jest.advanceTimersByTime(5);
    counts.add(drawn().filter(Boolean).length);
  }
  // Every count from none to all was seen: never two at once.
  expect([...counts].sort()).toEqual([0, 1, 2, 3, 4]);
  expect(drawn()).toEqual(['', 'visible', 'visible', 'visible', 'visible']);
});
