// The console's server in its component tests: fetch answers each read in turn (the last answer
// repeats). An answer is a body (200), a status (its failure, with a message) or 'down' (the server
// not reached). The real fetch is put back after the test file. With fake timers, `advance` moves
// the clock and lets the page take what it read.
import { act } from '@testing-library/react';

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

/** Answers the console's reads with `answers` in turn; returns the URLs asked, in order. */
export function answerInTurn(...answers: unknown[]): string[] {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const answer = answers[Math.min(asked.length, answers.length) - 1];
    if (answer === 'down') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') {
      return { ok: false, status: answer, json: async () => ({ message: `Answered ${answer}` }) } as Response;
    }
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as unknown as typeof fetch;
  return asked;
}

/** Moves the fake clock by `ms` and lets the page render what its reads brought. */
export const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
