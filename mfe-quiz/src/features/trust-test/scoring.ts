import type { AnswerValue, TrustLevel } from './trustTestTypes';

/** docs/product.md §9: trusted at 70% or more safe answers; otherwise danger at 40% or more danger answers. */
export const TRUSTED_SAFE_SHARE = 0.7;
export const DANGER_SHARE = 0.4;

export interface TrustScore {
  level: TrustLevel;
  /** Number of answers in the winning category. */
  score: number;
  counts: Record<AnswerValue, number>;
  total: number;
}

/** Scores any number of answers. Shares are compared in integers, so 7 of 10 is exactly 70%. */
export function scoreTrustTest(answers: readonly AnswerValue[]): TrustScore {
  const counts: Record<AnswerValue, number> = { safe: 0, caution: 0, danger: 0 };
  for (const answer of answers) counts[answer] += 1;
  const total = answers.length;
  if (total > 0 && counts.safe * 10 >= total * TRUSTED_SAFE_SHARE * 10) {
    return { level: 'trusted', score: counts.safe, counts, total };
  }
  if (total > 0 && counts.danger * 10 >= total * DANGER_SHARE * 10) {
    return { level: 'danger', score: counts.danger, counts, total };
  }
  return { level: 'caution', score: counts.caution, counts, total };
}

/** 'Question N of T' progress: the rounded percentage of N over T. */
export function progressPercent(questionNumber: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((questionNumber / total) * 100);
}
