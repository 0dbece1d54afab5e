// The early-events script's held actions, as the page runs it: inline, before the app, on
// prerendered HTML. What it keeps of the fields is in earlyFields.test.tsx.
import { discardEarlyActions } from './earlyRestore';
import { removeEarlyScriptsAfterEachTest, runEarlyScript as page } from './runEarlyScript';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle() {
  for (let i = 0; i < 10; i += 1) await tick();
}

removeEarlyScriptsAfterEachTest();

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
  discardEarlyActions('page');
  await settle();
  expect(presses).toEqual(['menu']);
});
