import type { AnswerValue } from './trustTestTypes';
import { progressPercent, scoreTrustTest } from './scoring';

const answers = (safe: number, caution: number, danger: number): AnswerValue[] => [
  ...Array<AnswerValue>(safe).fill('safe'),
  ...Array<AnswerValue>(caution).fill('caution'),
  ...Array<AnswerValue>(danger).fill('danger'),
];

describe('scoreTrustTest (docs/product.md §4, §9)', () => {
  it.each([
    // safe, caution, danger -> level, score
    [7, 0, 0, 'trusted', 7],
    [5, 2, 0, 'trusted', 5], // 71.4% safe
    [5, 0, 2, 'trusted', 5], // safe wins before danger is looked at
    [4, 3, 0, 'caution', 3], // 57.1% safe is not trusted
    [4, 0, 3, 'danger', 3], // 42.9% danger
    [0, 4, 3, 'danger', 3],
    [1, 4, 2, 'caution', 4], // 28.6% danger is not danger
    [0, 7, 0, 'caution', 7],
    [0, 0, 7, 'danger', 7],
    [3, 2, 2, 'caution', 2],
  ] as const)('%i safe, %i caution, %i danger -> %s with score %i', (safe, caution, danger, level, score) => {
    expect(scoreTrustTest(answers(safe, caution, danger))).toMatchObject({ level, score });
  });

  it('applies the same rule to another number of questions, at the exact boundaries', () => {
    expect(scoreTrustTest(answers(7, 3, 0)).level).toBe('trusted'); // exactly 70% of 10
    expect(scoreTrustTest(answers(6, 4, 0)).level).toBe('caution'); // 60%
    expect(scoreTrustTest(answers(0, 6, 4)).level).toBe('danger'); // exactly 40% of 10
    expect(scoreTrustTest(answers(0, 7, 3)).level).toBe('caution'); // 30%
    expect(scoreTrustTest(answers(14, 6, 0)).level).toBe('trusted'); // 70% of 20
    expect(scoreTrustTest(answers(1, 0, 0))).toMatchObject({ level: 'trusted', score: 1 });
    expect(scoreTrustTest(answers(2, 1, 2)).level).toBe('danger'); // 40% of 5
  });

  it('counts every category and the total', () => {
    expect(scoreTrustTest(answers(2, 3, 2))).toEqual({
      level: 'caution',
      score: 3,
      counts: { safe: 2, caution: 3, danger: 2 },
      total: 7,
    });
  });

  it('no answers is caution with score 0, never a division by zero', () => {
    expect(scoreTrustTest([])).toMatchObject({ level: 'caution', score: 0, total: 0 });
  });
});

describe('progressPercent', () => {
  it('is the rounded percentage of question number over total', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => progressPercent(n, 7))).toEqual([14, 29, 43, 57, 71, 86, 100]);
    expect(progressPercent(1, 0)).toBe(0);
  });
});
