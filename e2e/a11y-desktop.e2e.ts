// Issue 9, item 5: axe-core over every route at desktop width, and with the cart sheet and a service
// dialog open (phone width and the rest: a11y.e2e.ts; the two run at once on two workers).
import { axeChecksAt } from './support/axe';
import { browserForThisFile } from './support/browser';

jest.setTimeout(300_000);

axeChecksAt(1280, browserForThisFile());
