/** @jest-environment node */
import { E2E_PORT, portClashes, portOf } from './ports';

test('two sites whose ports overlap are named, and so is a site on a port it cannot take', () => {
  const taken = { one: [0, 8], two: [7, 8], three: [20, 8], four: [90, 8] } as const;
  expect(portClashes(taken, 4100)).toEqual(['one and two', 'four takes 4190']);
  expect(portClashes({ one: [0, 8], two: [8, 8] }, 4100)).toEqual([]);
});

test('on another base, the ports browsers refuse (SIP, X11) are named too', () => {
  expect(portClashes({ operations: [60, 8] }, 5000)).toEqual(['operations takes 5060', 'operations takes 5061']);
  expect(portClashes({ site: [0, 8] }, 6000)).toEqual(['site takes 6000']);
  expect(portClashes({ site: [0, 8] }, 7000)).toEqual([]);
});

test("the browser tests' table gives each site ports of its own", () => {
  // It loaded: its own check found no clash.
  expect(portOf('shared site')).toBe(E2E_PORT);
  expect(portOf('operations port taken')).not.toBe(portOf('orders'));
});
