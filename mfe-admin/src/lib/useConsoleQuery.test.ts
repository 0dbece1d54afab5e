import { act, renderHook } from '@testing-library/react';
import { FOLLOW_EVERY_MS, useConsoleQuery } from './useConsoleQuery';

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A server whose answers the test sends when it chooses, in any order. */
function heldServer() {
  const waiting: ((live: string) => void)[] = [];
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push((live) => resolve({ ok: true, status: 200, json: async () => ({ live }) } as Response));
      }),
  ) as unknown as typeof fetch;
  return {
    answer: async (index: number, live: string) => {
      await act(async () => {
        waiting[index]!(live);
        await jest.advanceTimersByTimeAsync(0);
      });
    },
    asked: () => waiting.length,
  };
}

test('an answer asked before a move never brings back what the move changed', async () => {
  const server = heldServer();
  const { result } = renderHook(() => useConsoleQuery<{ live: string }>('/remotes/shop', { follow: true }));
  await server.answer(0, 's1');
  // A following read is asked; before its answer comes, a move is made and the page reads again.
  await act(async () => void (await jest.advanceTimersByTimeAsync(FOLLOW_EVERY_MS)));
  act(() => result.current.reload());
  expect(server.asked()).toBe(3);
  await server.answer(2, 's2');
  expect(result.current.state).toEqual({ ok: true, data: { live: 's2' } });
  // The slow answer of the read asked before the move comes last: it is dropped.
  await server.answer(1, 's1');
  expect(result.current.state).toEqual({ ok: true, data: { live: 's2' } });
});
