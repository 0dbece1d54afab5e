import type { TrustTestContent } from './trustTestTypes';
import { fallbackContent } from './fallbackContent';
import {
  chosenAnswers,
  initialTrustTestState,
  trustTestReducer,
  type TrustTestAction,
  type TrustTestState,
} from './trustTestReducer';

const COMPLETELY = 4; // the safe answer of every question
const NOT_AT_ALL = 0; // a danger answer

const withTitle = (title: string): TrustTestContent => ({ ...fallbackContent, title });
const embedded = withTitle('Embedded');
const run = (state: TrustTestState, ...actions: TrustTestAction[]) => actions.reduce(trustTestReducer, state);
const loading = () => initialTrustTestState({ embedded: null, fallback: fallbackContent });
const ready = () => initialTrustTestState({ embedded, fallback: fallbackContent });
const answers = (count: number, choice = COMPLETELY): TrustTestAction[] =>
  Array.from({ length: count }, () => ({ type: 'answer', choice }));

describe('start', () => {
  test('without content in hand: loading, with the built-in content lending its title', () => {
    expect(loading()).toEqual({ content: fallbackContent, stage: 'loading', index: 0, choices: [], acted: false });
  });

  test('with the embedded copy: question 1 at once', () => {
    expect(ready()).toMatchObject({ content: embedded, stage: 'question', index: 0 });
  });

  test('loading ends with whatever arrived, the built-in fallback included', () => {
    const file = withTitle('File');
    expect(run(loading(), { type: 'loaded', loaded: { content: file, source: 'file' } })).toMatchObject({
      content: file,
      stage: 'question',
    });
    expect(run(loading(), { type: 'loaded', loaded: { content: fallbackContent, source: 'fallback' } })).toMatchObject({
      content: fallbackContent,
      stage: 'question',
    });
  });
});

describe('a file that arrives after the embedded copy', () => {
  const newer = withTitle('Newer');

  test('replaces it before the visitor has acted', () => {
    expect(run(ready(), { type: 'loaded', loaded: { content: newer, source: 'file' } }).content).toBe(newer);
  });

  test('is ignored once the visitor has answered', () => {
    const state = run(ready(), ...answers(1), { type: 'loaded', loaded: { content: newer, source: 'file' } });
    expect(state.content).toBe(embedded);
    expect(state.index).toBe(1);
  });

  test('never swaps it for the built-in fallback', () => {
    const state = ready();
    expect(run(state, { type: 'loaded', loaded: { content: fallbackContent, source: 'fallback' } })).toBe(state);
  });

  test('with the same content leaves the state as it is', () => {
    const state = ready();
    const same = JSON.parse(JSON.stringify(embedded)) as TrustTestContent;
    expect(run(state, { type: 'loaded', loaded: { content: same, source: 'file' } })).toBe(state);
  });
});

describe('answering', () => {
  test('records the choice and advances to the next question', () => {
    expect(run(ready(), { type: 'answer', choice: 2 })).toMatchObject({ index: 1, choices: [2], acted: true });
  });

  test('the last answer shows the result, on the last question', () => {
    const total = embedded.questions.length;
    const state = run(ready(), ...answers(total));
    expect(state).toMatchObject({ stage: 'result', index: total - 1 });
    expect(state.choices).toHaveLength(total);
  });

  test('is ignored while loading and on the result', () => {
    const state = loading();
    expect(run(state, { type: 'answer', choice: 1 })).toBe(state);
    const result = run(ready(), ...answers(embedded.questions.length));
    expect(run(result, { type: 'answer', choice: 1 })).toBe(result);
  });

  test('answering a question again after going back replaces its choice', () => {
    const state = run(ready(), ...answers(2), { type: 'back' }, { type: 'answer', choice: NOT_AT_ALL });
    expect(state).toMatchObject({ index: 2, choices: [COMPLETELY, NOT_AT_ALL] });
  });
});

describe('back and restart', () => {
  test('back goes to the previous question and keeps the answers', () => {
    expect(run(ready(), ...answers(2), { type: 'back' })).toMatchObject({
      index: 1,
      choices: [COMPLETELY, COMPLETELY],
      acted: true,
    });
  });

  test('back never goes before question 1', () => {
    expect(run(ready(), { type: 'back' }).index).toBe(0);
  });

  test('restart goes to question 1 with the answers cleared, keeping the content', () => {
    const state = run(ready(), ...answers(embedded.questions.length), { type: 'restart' });
    expect(state).toEqual({ content: embedded, stage: 'question', index: 0, choices: [], acted: true });
  });
});

test('chosenAnswers: the values of the chosen answers, in question order', () => {
  expect(chosenAnswers(fallbackContent, [COMPLETELY, NOT_AT_ALL, 2])).toEqual(['safe', 'danger', 'caution']);
  expect(chosenAnswers(fallbackContent, [COMPLETELY, 99])).toEqual(['safe']);
});
