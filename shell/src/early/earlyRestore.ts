// The part of the early-events script that the page needs only once a region is live, in the
// shell's bundle rather than in every page's head (docs/server.md, "Pages as sent"): it puts
// back what the inline script kept (shell/src/early/earlyFields.js and earlyEvents.js), one step
// per task. First the early edits React now knows in live regions, until React's state holds them;
// then the first held action, in the order the visitor acted (an action waits while an earlier
// one's region is not live). How a value is put back is told in earlyFields.js.

// Times a field React knows is told its value before the app's refusal is accepted.
const ATTEMPTS = 3;
const FIELDS = 'input,textarea,select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// What the inline script kept, once it has been given the restorer.
let kept: EarlyKept | null = null;

/** Gives the inline script what puts things back; done once, before any region goes live. */
export function attachEarlyRestore(): void {
  window.__siteEarly?.restoreWith(restorer);
}

/** Keeps what was filled in without an event (autofill, restored form state) where nothing is live. */
export function snapshotEarlyFields(): void {
  if (!kept) return;
  for (const node of document.querySelectorAll<Field>(FIELDS)) {
    if (changed(node, kept.fields) && !kept.isLive(kept.regionOf(node))) kept.fields.remember(node);
  }
}

/** Forgets the held actions of a region that will not become live (they are reported unavailable). */
export function discardEarlyActions(region: string): void {
  if (!kept) return;
  const { queue, regionOf } = kept;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    const action = queue[i] as EarlyAction;
    if ((action.region || regionOf(action.node)) === region) queue.splice(i, 1);
  }
  window.__siteEarly?.partLive();
}

function changed(node: Field, fields: EarlyKept['fields']): boolean {
  if (fields.checkable(node)) {
    const box = node as HTMLInputElement;
    return box.checked !== box.defaultChecked;
  }
  if (node.type === 'file') return fields.read(node) !== '';
  if (node instanceof HTMLSelectElement) {
    return Array.from(node.options).some((option) => option.selected !== option.defaultSelected);
  }
  return node.value !== node.defaultValue;
}

function restorer(given: EarlyKept): () => (() => void) | null {
  kept = given;
  const { fields, queue, regionOf, isLive } = given;
  const { entries } = fields;

  // The field with this key, the nth of its kind: a field React rendered afresh is found again.
  function locate(entry: EarlyFieldEntry): Field | null {
    if (entry.node.isConnected) return entry.node;
    let n = 0;
    for (const node of document.querySelectorAll<Field>(FIELDS)) {
      if (fields.keyOf(node) !== entry.key) continue;
      if (n === entry.nth) return (entry.node = node);
      n += 1;
    }
    return null;
  }

  // Whether the app's state holds the kept value (for a field the app does not control, whether
  // it has been told once), and the page shows it.
  function holds(node: Field, entry: EarlyFieldEntry): boolean {
    if (fields.read(node) !== entry.value) return false;
    const props = (fields.reactProps(node) ?? {}) as { checked?: unknown; value?: unknown };
    const state = fields.checkable(node) ? props.checked : props.value;
    if (state === undefined || node.type === 'file') return entry.tries > 0;
    if (fields.checkable(node)) return String(!!state) === entry.value;
    if (!(node instanceof HTMLSelectElement)) return String(state) === entry.value;
    const chosen = entry.value ? entry.value.split(',') : [];
    const values = chosen.map((index) => node.options[Number(index)]?.value);
    return ([] as unknown[]).concat(state).join('\n') === values.join('\n');
  }

  // Puts the value back as the visitor's own input would, so that React calls the app's onChange.
  function put(node: Field, entry: EarlyFieldEntry): void {
    const tracker = (node as Field & { _valueTracker?: { setValue(value: string): void } })._valueTracker;
    fields.putting(true);
    try {
      if (fields.checkable(node)) {
        // A click is what React listens to for these: from the other state, it lands on the kept one.
        const want = entry.value === 'true';
        fields.setNative(node, 'checked', !want);
        tracker?.setValue(String(!want));
        node.click();
        return;
      }
      if (node.type === 'file') {
        // A chosen file cannot be set again, and hydration keeps it: tell React it is there.
        if (entry.value) node.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      if (node instanceof HTMLSelectElement) {
        const chosen = `,${entry.value},`;
        Array.from(node.options).forEach((option, i) => (option.selected = chosen.includes(`,${i},`)));
      } else {
        tracker?.setValue(`${entry.value}\u0000`);
        fields.setNative(node, 'value', entry.value);
      }
      node.dispatchEvent(new Event('input', { bubbles: true }));
      node.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      fields.putting(false);
    }
  }

  /** What to put back now (the fields React knows in live regions whose value it lacks), or null. */
  function edits(): (() => void) | null {
    const due: EarlyFieldEntry[] = [];
    for (const entry of [...entries]) {
      const node = locate(entry);
      if (!node || !isLive(regionOf(node)) || !fields.known(node)) continue;
      // Held, or refused by the app however often it was told (it then has the last word).
      if (holds(node, entry) || entry.tries >= ATTEMPTS) entries.splice(entries.indexOf(entry), 1);
      else due.push(entry);
    }
    if (!due.length) return null;
    return () => {
      for (const entry of due) {
        entry.tries += 1;
        if (entry.node.isConnected) put(entry.node, entry);
      }
    };
  }

  return () => {
    const step = edits();
    if (step) return step;
    const action = queue[0];
    if (action && isLive(action.region)) return () => replay(queue.shift() as EarlyAction);
    return null;
  };
}

/** Activates a held action again: a form is submitted, a control pressed as a pointer would. */
function replay(action: EarlyAction): void {
  const { node } = action;
  if (!node.isConnected || (node as HTMLButtonElement).disabled) return;
  if (node instanceof HTMLFormElement) {
    const submitter = action.submitter?.isConnected ? action.submitter : null;
    // Browsers without requestSubmit (Safari before 16) get the event a submit would send.
    if (!node.requestSubmit) node.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    else if (submitter) node.requestSubmit(submitter);
    else node.requestSubmit();
    return;
  }
  // What a click does, in order: some widgets act on the press (Radix tabs on mousedown).
  node.focus();
  const init: PointerEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    buttons: 1,
    pointerType: 'mouse',
    view: window,
  };
  const Pointer = window.PointerEvent ?? window.MouseEvent;
  node.dispatchEvent(new Pointer('pointerdown', init));
  node.dispatchEvent(new MouseEvent('mousedown', init));
  init.buttons = 0;
  node.dispatchEvent(new Pointer('pointerup', init));
  node.dispatchEvent(new MouseEvent('mouseup', init));
  node.click();
}
