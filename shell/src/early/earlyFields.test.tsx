// What the early-events script keeps of the fields a visitor fills in before the page is live,
// with React hydrating prerendered HTML as in the browser: every kind of field, controlled by the
// app's state, keeps what was typed, chosen or ticked, and the app's state holds it.
import { Suspense, useState, type ComponentType } from 'react';
import { getByLabelText, waitFor } from '@testing-library/dom';
import { lazyPart, preloadLazyParts } from '@site/shared/ui';
import {
  ALL,
  FIRST,
  Fields,
  Page,
  TYPED,
  field,
  fill,
  form,
  prerenderAndHydrate,
  press,
  shown,
  state,
  unmountHydrated,
  type State,
} from './earlyFieldsFixture';
import { removeEarlyScriptsAfterEachTest } from './runEarlyScript';

removeEarlyScriptsAfterEachTest();
afterEach(unmountHydrated);

/** The page region with the form of every kind of field, the same on the server and in the browser. */
const FieldsPage = () => (
  <Page>
    <Fields />
  </Page>
);

test('every kind of field filled before its region is live keeps its value, and the app state holds it', async () => {
  const { hydrate } = prerenderAndHydrate(FieldsPage, FieldsPage);
  fill(ALL);
  hydrate();
  await waitFor(() => expect(state()).toEqual(TYPED));
  expect(form().dataset.hydrated).toBe('yes');
  expect(shown()).toEqual(TYPED);
});

test('fields of a part that hydrates after its region is live keep what was typed before and after the region went live', async () => {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  // The prerenderer has the part's code (preloadLazyParts); the browser waits for it.
  const PrerenderedFields = lazyPart(() => Promise.resolve({ default: Fields }));
  await preloadLazyParts();
  const LateFields = lazyPart(() => code.then(() => ({ default: Fields })));
  // A lazy part in a Suspense boundary of its own, as the shop's ROI calculators are.
  const page = (Part: ComponentType) => () => (
    <Page>
      <Suspense fallback={<p>Loading the calculator</p>}>
        <Part />
      </Suspense>
    </Page>
  );
  const { early, hydrate } = prerenderAndHydrate(page(PrerenderedFields), page(LateFields));
  fill(['rate', 'email', 'plan']);
  hydrate();
  await waitFor(() => expect(early.isLive('page')).toBe(true));
  // The region is live, the part's code is not here yet: typing goes on.
  fill(['seats', 'query', 'password', 'note', 'updates']);
  expect(state()).toEqual(FIRST);
  arrive();
  await waitFor(() => expect(state()).toEqual(TYPED));
  expect(form().dataset.hydrated).toBe('yes');
  expect(shown()).toEqual(TYPED);
});

test('a field React renders afresh (its HTML did not match) is found again and gets the value', async () => {
  const { hydrate } = prerenderAndHydrate(
    () => (
      <Page>
        <Fields flavour="server" />
      </Page>
    ),
    () => (
      <Page>
        <Fields />
      </Page>
    ),
  );
  const before = field('rate');
  fill(ALL);
  hydrate();
  await waitFor(() => expect(state()).toEqual(TYPED));
  expect(field('rate')).not.toBe(before);
  expect(shown()).toEqual(TYPED);
});

test('a press that comes after the region is live but before the values are back sends the values', async () => {
  const sent: State[] = [];
  const page = () => (
    <Page>
      <Fields onSend={(values) => sent.push(values)} />
    </Page>
  );
  const { early, hydrate } = prerenderAndHydrate(page, page);
  fill(ALL);
  // The visitor presses Send just as the page goes live, before a task could put the values back.
  const live = early.live;
  early.live = (region) => {
    live(region);
    if (region === 'page') form().querySelector('button')?.click();
  };
  hydrate();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual(TYPED);
});

test('a keystroke after hydration wrote the app value over the typed one lands on what was typed', async () => {
  const { early, hydrate } = prerenderAndHydrate(FieldsPage, FieldsPage);
  const rate = field('rate');
  rate.value = '12';
  rate.dispatchEvent(new Event('input', { bubbles: true }));
  const live = early.live;
  early.live = (region) => {
    live(region);
    if (region !== 'page') return;
    // React renders the field with its state (as after hydration) just before the visitor types on.
    rate.value = FIRST.rate;
    press(rate, '0');
  };
  hydrate();
  await waitFor(() => expect(state().rate).toBe('120'));
  expect(field('rate').value).toBe('120');
});

test('a field whose app refuses the value is told three times, then the app has the last word', async () => {
  function Code() {
    const [code, setCode] = useState('');
    return (
      <form aria-label="Early fields">
        <label htmlFor="code">Code</label>
        <input id="code" value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} />
      </form>
    );
  }
  const page = () => (
    <Page>
      <Code />
    </Page>
  );
  const { early, hydrate } = prerenderAndHydrate(page, page);
  const code = getByLabelText(form(), 'Code') as HTMLInputElement;
  code.value = 'ab';
  code.dispatchEvent(new Event('input', { bubbles: true }));
  let told = 0;
  code.addEventListener('input', () => (told += 1));
  hydrate();
  await waitFor(() => expect(early.isLive('page')).toBe(true));
  await waitFor(() => expect(told).toBe(3));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(told).toBe(3);
  expect(code.value).toBe('AB');
});

test('what autofill or restored form state filled in without an event is kept too', async () => {
  const { hydrate } = prerenderAndHydrate(FieldsPage, FieldsPage);
  // No input or change event: the browser filled the fields itself.
  field('email').value = TYPED.email;
  field('password').value = TYPED.password;
  field('updates').checked = true;
  (getByLabelText(form(), 'Plan') as unknown as HTMLSelectElement).value = TYPED.plan;
  hydrate();
  await waitFor(() =>
    expect(state()).toEqual({
      ...FIRST,
      email: TYPED.email,
      password: TYPED.password,
      updates: true,
      plan: TYPED.plan,
    }),
  );
});
