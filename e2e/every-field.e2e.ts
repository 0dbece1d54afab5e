// Issue 31, part 0: nothing typed before a page is live is lost, on any page. On the slow-phone
// profile, at DOMContentLoaded, a visitor fills in every visible field of every prerendered page
// (text, email, number, search, password, phone, address and textarea), changes every select and
// ticks or unticks every checkbox. Each value is still there once the page is live, and 5 seconds
// later. The pages load in a few tabs at once. A page whose HTML holds no form control has no field
// at DOMContentLoaded (only the prerendered HTML is there then): it is read, not loaded on the slow
// phone, whose throttled tab burns a core for as long as it is open (docs/working.md, "Tests").
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, waitForLivePage } from './support/browser';
import { prerenderedRoutes } from './support/prerenderedRoutes';
import { openEarly } from './support/slowPhone';

const routes = prerenderedRoutes();
const TABS = 3;
const browser = browserForThisFile();

interface Field {
  /** Finds the field again once React has hydrated (or re-rendered) it. */
  selector: string;
  kind: string;
  label: string;
  /** What the visitor types or chooses: text, the option's value, or 'true'/'false' for a checkbox. */
  wanted: string;
}
interface Seen {
  field: string;
  wanted: string;
  live: string | null;
  later: string | null;
}
interface RouteResult {
  fields: number;
  lost: Seen[];
}

/** A field a visitor could fill in the HTML: an input other than a hidden one, a textarea, a select. */
const FORM_CONTROL = /<(textarea|select)[\s>]|<input(?![^>]*\stype="hidden")[\s>]/i;

/** Whether the HTML the server sends a browser for `route` holds a form control. */
async function htmlHasFormControl(route: string): Promise<boolean> {
  const response = await fetch(baseUrl() + route, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return FORM_CONTROL.test(await response.text());
}

/** The fields a visitor sees on the page now, each with what they will put in it. */
function visibleFields(page: Page): Promise<Field[]> {
  return page.evaluate(() => {
    const TYPED: Record<string, string> = {
      text: 'Early words',
      email: 'early.visitor@example.com',
      search: 'early search',
      password: 'early-Pass-42',
      tel: '+1 555 0100',
      url: 'https://example.com/early',
      textarea: 'Typed before the page was live',
    };
    const nodes = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input,textarea,select'),
    ];
    return nodes.flatMap((node, index) => {
      const kind = node.type;
      const shown = node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
      const editable = !node.disabled && !('readOnly' in node && node.readOnly);
      if (!shown || !editable) return [];
      let wanted: string | undefined;
      if (node instanceof HTMLSelectElement) {
        const other = [...node.options].reverse().find((option) => !option.disabled && !option.selected);
        wanted = other?.value;
      } else if (kind === 'checkbox') wanted = String(!(node as HTMLInputElement).checked);
      else if (kind === 'number' || node.inputMode === 'decimal' || node.inputMode === 'numeric') {
        const min = Number((node as HTMLInputElement).min || 0);
        wanted = String(Math.max(min, 0) + 75);
      } else wanted = TYPED[kind];
      if (wanted === undefined) return [];
      const selector = node.id
        ? `[id="${CSS.escape(node.id)}"]`
        : node.name
          ? `${node.tagName.toLowerCase()}[name="${CSS.escape(node.name)}"]`
          : `input,textarea,select >> nth=${index}`;
      const label = node.labels?.[0]?.textContent ?? node.getAttribute('aria-label') ?? selector;
      return [{ selector, kind, label: label.trim(), wanted }];
    });
  });
}

/** What each field shows now (null: the field is gone). */
function shownValues(page: Page, fields: Field[]): Promise<(string | null)[]> {
  return Promise.all(
    fields.map(async ({ selector }) => {
      const field = page.locator(selector);
      if ((await field.count()) !== 1) return null;
      return field.evaluate((node) =>
        node instanceof HTMLInputElement && node.type === 'checkbox'
          ? String(node.checked)
          : (node as HTMLInputElement).value,
      );
    }),
  );
}

async function fillEarly(page: Page, fields: Field[]): Promise<void> {
  for (const { selector, kind, wanted } of fields) {
    const field = page.locator(selector);
    if (kind.startsWith('select')) await field.selectOption(wanted);
    else if (kind === 'checkbox') await field.setChecked(wanted === 'true');
    else {
      // As a person does: select what is there, then type over it.
      await field.selectText();
      await field.pressSequentially(wanted);
    }
  }
}

async function visit(route: string): Promise<RouteResult> {
  if (!(await htmlHasFormControl(route))) return { fields: 0, lost: [] };
  // A person types on, however long the page takes to answer each key: on a slow phone in a busy
  // machine (three tabs, and another browser file beside this one), a hydrating page's keys passed
  // the default 30 s for one field. What is checked is the values, not the time.
  const { page, context, waitAtFullSpeed } = await openEarly(browser(), route, { waitMs: 120_000 });
  try {
    const fields = await visibleFields(page);
    await fillEarly(page, fields);
    await waitForLivePage(page);
    const kept = (values: (string | null)[]) => fields.every((field, i) => values[i] === field.wanted);
    // Parts below the fold go live a little later: give them a moment before the first look.
    const deadline = Date.now() + 10_000;
    let live = await shownValues(page, fields);
    while (!kept(live) && Date.now() < deadline) {
      await page.waitForTimeout(250);
      live = await shownValues(page, fields);
    }
    // A throttled page burns a whole core even when idle (support/slowPhone.ts).
    await waitAtFullSpeed(5_000);
    const later = await shownValues(page, fields);
    const lost = fields
      .map((field, i) => ({
        field: `${field.label} (${field.kind})`,
        wanted: field.wanted,
        live: live[i] ?? null,
        later: later[i] ?? null,
      }))
      .filter((seen) => seen.live !== seen.wanted || seen.later !== seen.wanted);
    return { fields: fields.length, lost };
  } finally {
    await context.close();
  }
}

const results = new Map<string, RouteResult | Error>();

beforeAll(async () => {
  const waiting = [...routes];
  const tab = async () => {
    for (let route = waiting.shift(); route !== undefined; route = waiting.shift()) {
      results.set(
        route,
        await visit(route).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      );
    }
  };
  await Promise.all(Array.from({ length: TABS }, tab));
}, 15 * 60_000);

test.each(routes)('%s: every field filled at DOMContentLoaded keeps its value once live and 5 s later', (route) => {
  const result = results.get(route);
  if (result instanceof Error || result === undefined) throw result ?? new Error(`${route} was not visited`);
  expect(result.lost).toEqual([]);
});

test('the prerendered pages have fields to fill', () => {
  const filled = [...results.values()].reduce((sum, result) => sum + (result instanceof Error ? 0 : result.fields), 0);
  expect(filled).toBeGreaterThan(0);
});
