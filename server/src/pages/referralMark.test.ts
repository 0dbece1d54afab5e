/** @jest-environment node */
import { hasReferral, withReferral } from './referralMark';

const NOW = Date.UTC(2026, 10, 30, 12);
const DAY = 24 * 60 * 60 * 1000;

test('a browser is referred while its referral cookie holds a valid code under 60 days old', () => {
  expect(hasReferral(`theme=dark; ar_ref=PARTNER7Q2K.${NOW - DAY}; b=2`, NOW)).toBe(true);
  expect(hasReferral(`ar_ref=PARTNER7Q2K.${NOW - 61 * DAY}`, NOW)).toBe(false);
  expect(hasReferral(`ar_ref=%3Cb%3E.${NOW}`, NOW)).toBe(false);
  expect(hasReferral('ar_ref=PARTNER7Q2K', NOW)).toBe(false);
  expect(hasReferral(`xar_ref=PARTNER7Q2K.${NOW}`, NOW)).toBe(false);
  expect(hasReferral(undefined, NOW)).toBe(false);
});

test('its page is marked on the root element, once', () => {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8">';
  expect(withReferral(head)).toContain('<html data-referral lang="en">');
  expect(withReferral(head).match(/data-referral/g)).toHaveLength(1);
});
