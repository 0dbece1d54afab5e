import { parseTrustTestContent } from './contentSchema';
import { fallbackContent } from './fallbackContent';

const clone = () => JSON.parse(JSON.stringify(fallbackContent));

describe('trust test content schema', () => {
  it('accepts the shipped content: 7 questions with the five answers of docs/product.md §9', () => {
    const parsed = parseTrustTestContent(clone());
    expect(parsed.ok).toBe(true);
    expect(fallbackContent.questions).toHaveLength(7);
    for (const question of fallbackContent.questions) {
      expect(question.answers).toEqual([
        { text: 'Not at all', value: 'danger' },
        { text: 'Barely', value: 'danger' },
        { text: 'Somewhat', value: 'caution' },
        { text: 'Mostly', value: 'caution' },
        { text: 'Completely', value: 'safe' },
      ]);
    }
  });

  it.each([
    ['null', () => null],
    ['an array', () => []],
    ['no questions', () => ({ ...clone(), questions: [] })],
    [
      'a missing result level',
      () => {
        const c = clone();
        delete c.results.danger;
        return c;
      },
    ],
    [
      'an unknown answer value',
      () => {
        const c = clone();
        c.questions[0].answers[0].value = 'maybe';
        return c;
      },
    ],
    [
      'a question with one answer',
      () => {
        const c = clone();
        c.questions[2].answers = [c.questions[2].answers[0]];
        return c;
      },
    ],
    [
      'an unknown next-step action',
      () => {
        const c = clone();
        c.results.caution.nextSteps[0].action = 'hack';
        return c;
      },
    ],
    [
      'an external pro report link',
      () => {
        const c = clone();
        c.proReport.cta.link = 'https://evil.example.com';
        return c;
      },
    ],
    [
      'duplicate question ids',
      () => {
        const c = clone();
        c.questions[1].id = c.questions[0].id;
        return c;
      },
    ],
    ['a number instead of a title', () => ({ ...clone(), title: 42 })],
  ])('rejects %s, saying where', (_label, make) => {
    const parsed = parseTrustTestContent(make());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason.length).toBeGreaterThan(3);
  });
});
