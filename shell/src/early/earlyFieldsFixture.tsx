// The fixture of earlyFields.test.tsx: a form with every kind of field, controlled by React
// state, prerendered to HTML and hydrated under the early-events script as the page does.
import { Suspense, useEffect, useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { getByLabelText } from '@testing-library/dom';
import { snapshotFields } from './liveRegions';
import { runEarlyScript } from './runEarlyScript';

type Values = {
  rate: string;
  email: string;
  seats: string;
  query: string;
  password: string;
  note: string;
  plan: string;
};
export type State = Values & { updates: boolean };

export const FIRST: State = {
  rate: '50',
  email: '',
  seats: '1',
  query: '',
  password: '',
  note: '',
  plan: 'starter',
  updates: false,
};
export const TYPED: State = {
  rate: '120',
  email: 'early@example.com',
  seats: '3',
  query: 'roi',
  password: 'early-bird-42',
  note: 'Call me after 5',
  plan: 'team',
  updates: true,
};
const LABELS: Record<keyof State, string> = {
  rate: 'Hourly rate',
  email: 'Email',
  seats: 'Seats',
  query: 'Search',
  password: 'Password',
  note: 'Note',
  plan: 'Plan',
  updates: 'Send me updates',
};
const TEXT_KEYS = ['rate', 'email', 'seats', 'query', 'password', 'note'] as const;

const subscribeNothing = () => () => undefined;

/** A form whose every field is controlled by its state, shown in an output as the app would send it. */
export function Fields({ onSend, flavour = 'client' }: { onSend?: (state: State) => void; flavour?: string }) {
  const [state, setState] = useState(FIRST);
  // Renders again once hydrated, as the ROI calculator does: a controlled field then shows its state.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const id = useId();
  const text = (key: keyof Values) => ({
    id: `${id}-${key}`,
    value: state[key],
    onChange: (event: { target: { value: string } }) => setState((s) => ({ ...s, [key]: event.target.value })),
  });
  const label = (key: keyof State) => <label htmlFor={`${id}-${key}`}>{LABELS[key]}</label>;
  return (
    <form
      aria-label="Early fields"
      data-hydrated={hydrated ? 'yes' : 'no'}
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(state);
      }}
    >
      <p>{flavour}</p>
      {label('rate')}
      <input {...text('rate')} inputMode="decimal" />
      {label('email')}
      <input type="email" {...text('email')} />
      {label('seats')}
      <input type="number" {...text('seats')} />
      {label('query')}
      <input type="search" {...text('query')} />
      {label('password')}
      <input type="password" {...text('password')} />
      {label('note')}
      <textarea {...text('note')} />
      {label('plan')}
      <select {...text('plan')}>
        <option value="starter">Starter</option>
        <option value="team">Team</option>
      </select>
      {label('updates')}
      <input
        id={`${id}-updates`}
        type="checkbox"
        checked={state.updates}
        onChange={(event) => setState((s) => ({ ...s, updates: event.target.checked }))}
      />
      <button type="submit">Send</button>
      <output>{JSON.stringify(state)}</output>
    </form>
  );
}

function Live({ region }: { region: string }) {
  useEffect(() => window.__siteEarly?.live(region), [region]);
  return null;
}

/** The page region, hydrating with its remote in a Suspense boundary, as the shell's is (PageLive). */
export function Page({ children }: { children: ReactNode }) {
  return (
    <div data-early-region="page">
      <Suspense fallback={<p>Loading</p>}>
        {children}
        <Live region="page" />
      </Suspense>
    </div>
  );
}

export const form = () => document.querySelector('form') as HTMLFormElement;
export const field = (key: keyof State) => getByLabelText(form(), LABELS[key]) as HTMLInputElement;
export const state = (): State => JSON.parse(form().querySelector('output')?.textContent ?? '{}') as State;

/** Types as a visitor does: the field changes, then the browser fires input (or change). */
export function fill(keys: readonly (keyof State)[]) {
  for (const key of keys) {
    const node = field(key);
    if (key === 'updates') node.click();
    else {
      node.value = TYPED[key] as string;
      node.dispatchEvent(new Event(key === 'plan' ? 'change' : 'input', { bubbles: true }));
    }
  }
}

export function shown(): State {
  const values = Object.fromEntries(TEXT_KEYS.map((key) => [key, field(key).value]));
  return { ...(values as Values), plan: field('plan').value, updates: field('updates').checked };
}

let root: Root | undefined;

/** Runs the early script on the server's HTML of one tree; hydrate() then hydrates the other. */
export function prerenderAndHydrate(server: ComponentType, client: ComponentType) {
  const Server = server;
  const Client = client;
  const early = runEarlyScript(`<div id="root">${renderToString(<Server />)}</div>`);
  return {
    early,
    hydrate: () => {
      snapshotFields();
      // A part React renders afresh (its HTML did not match) is expected in one test.
      root = hydrateRoot(document.getElementById('root') as HTMLElement, <Client />, {
        onRecoverableError: () => undefined,
      });
    },
  };
}

export function unmountHydrated(): void {
  root?.unmount();
  root = undefined;
}

export const ALL = [...TEXT_KEYS, 'plan', 'updates'] as const;

/** A keystroke as the browser makes it: beforeinput, the edit itself (not through React's setter), input. */
export function press(node: HTMLInputElement, text: string) {
  node.dispatchEvent(
    new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: text, inputType: 'insertText' }),
  );
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(node, node.value + text);
  node.dispatchEvent(new InputEvent('input', { bubbles: true, data: text, inputType: 'insertText' }));
}
