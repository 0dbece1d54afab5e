// The early-events script as the page runs it: inline, before the app, on prerendered HTML.
import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.join(__dirname, 'earlyEvents.js'), 'utf8');

function page(html: string) {
  document.body.innerHTML = html;
  // Each test starts from a fresh script, as each page load does.
  new Function(source)();
  const early = window.__siteEarly;
  if (!early) throw new Error('the script did not install window.__siteEarly');
  return early;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle() {
  for (let i = 0; i < 10; i += 1) await tick();
}

let listeners: { type: string; fn: EventListener; capture: boolean; target: EventTarget }[] = [];
beforeEach(() => {
  // Remove what an earlier test's script added to document and window.
  const add = EventTarget.prototype.addEventListener;
  jest.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    fn,
    options,
  ) {
    listeners.push({ type, fn: fn as EventListener, capture: options === true, target: this });
    return add.call(this, type, fn, options);
  });
  document.documentElement.removeAttribute('data-hydrated');
});
afterEach(() => {
  for (const l of listeners) l.target.removeEventListener(l.type, l.fn, l.capture);
  listeners = [];
  jest.restoreAllMocks();
});

test('a form never submits natively: an early submit waits and is sent again once its region is live', async () => {
  const early = page(
    '<main><div data-early-region="page"><form id="f"><input name="email"><button type="submit">Sign In</button></form></div></main>',
  );
  const form = document.getElementById('f') as HTMLFormElement;
  const submits: boolean[] = [];
  form.addEventListener('submit', (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault();
  });

  const early1 = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(early1);
  expect(early1.defaultPrevented).toBe(true);
  expect(submits).toEqual([]);

  early.live('chrome');
  await settle();
  expect(submits).toEqual([]);
  early.live('page');
  await settle();
  expect(submits).toEqual([false]);
  expect(document.documentElement.dataset.hydrated).toBe('true');

  // Live, and no handler prevents it: still not a native submit.
  const unhandled = new Event('submit', { bubbles: true, cancelable: true });
  document.body.appendChild(document.createElement('form')).dispatchEvent(unhandled);
  expect(unhandled.defaultPrevented).toBe(true);
});

test('early presses replay in the order they were made, each once its region is live', async () => {
  const early = page(
    '<header><button id="cart">Open cart</button></header>' +
      '<div data-early-region="page"><button id="add">Add to Cart</button></div>',
  );
  const presses: string[] = [];
  for (const id of ['cart', 'add']) {
    document.getElementById(id)?.addEventListener('click', () => presses.push(id));
  }
  document.getElementById('add')?.click();
  document.getElementById('cart')?.click();
  expect(presses).toEqual([]);

  // The chrome is live, but the earlier press (in the page) is not: the cart waits for it.
  early.live('chrome');
  await settle();
  expect(presses).toEqual([]);
  early.live('page');
  await settle();
  expect(presses).toEqual(['add', 'cart']);

  // Live now: presses go straight through, once.
  document.getElementById('cart')?.click();
  expect(presses).toEqual(['add', 'cart', 'cart']);
});

test('a region that will not become live drops its presses and lets later ones through', async () => {
  const early = page(
    '<header><button id="menu">Open menu</button></header>' +
      '<div data-early-region="page"><button id="answer">Completely</button></div>',
  );
  const presses: string[] = [];
  for (const id of ['menu', 'answer']) {
    document.getElementById(id)?.addEventListener('click', () => presses.push(id));
  }
  document.getElementById('answer')?.click();
  document.getElementById('menu')?.click();
  early.live('chrome');
  await settle();
  early.discard('page');
  await settle();
  expect(presses).toEqual(['menu']);
});

test('typed values that hydration resets are put back, and the app hears of them as input', async () => {
  const early = page('<div data-early-region="page"><input id="email" value=""><textarea id="note"></textarea></div>');
  const email = document.getElementById('email') as HTMLInputElement;
  const note = document.getElementById('note') as HTMLTextAreaElement;
  email.value = 'early@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  // Autofill or restored form state, without an event: the snapshot before hydration catches it.
  note.value = 'hello';
  early.snapshot();

  // Hydration resets the fields to the app's state.
  email.value = '';
  note.value = '';
  const heard: string[] = [];
  document.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
  early.live('chrome');
  early.live('page');
  await settle();
  expect(email.value).toBe('early@example.com');
  expect(note.value).toBe('hello');
  expect(heard).toEqual(['early@example.com', 'hello']);
});

test('a value hydration kept in the field is still reported, so the app state learns it', async () => {
  const early = page('<div data-early-region="page"><input id="name" value=""></div>');
  const name = document.getElementById('name') as HTMLInputElement;
  name.value = 'Jordan Lee';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  const heard: string[] = [];
  document.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
  early.live('chrome');
  early.live('page');
  await settle();
  expect(name.value).toBe('Jordan Lee');
  expect(heard).toEqual(['Jordan Lee']);
});

test('a press that comes after its region is live but before the early values are back waits for them', async () => {
  const early = page(
    '<div data-early-region="page"><form id="f"><input id="email" value=""><button id="go" type="submit">Create Account</button></form></div>',
  );
  const email = document.getElementById('email') as HTMLInputElement;
  email.value = 'early@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  // The app's state, as a controlled field keeps it: only what its input events told it.
  let state = '';
  const sent: string[] = [];
  email.addEventListener('input', () => {
    state = email.value;
  });
  (document.getElementById('f') as HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(state);
  });
  email.value = ''; // hydration resets the field to the app's empty state
  early.live('chrome');
  early.live('page');
  // The press is handled before the task that puts the value back (input beats timers).
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('go')?.dispatchEvent(press);
  expect(press.defaultPrevented).toBe(true);
  expect(sent).toEqual([]);
  await settle();
  expect(sent).toEqual(['early@example.com']);
  // Settled: the next press goes straight through.
  document.getElementById('go')?.click();
  expect(sent).toEqual(['early@example.com', 'early@example.com']);
});
