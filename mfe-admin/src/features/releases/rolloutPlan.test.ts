import { readInterval, readRolloutForm, readSteps } from './rolloutPlan';

const form = { release: 'shop-b', steps: '10, 50, 100', interval: '5m', minSessions: '' };

describe('reading a rollout plan', () => {
  it('reads shares, an interval and a minimum into the plan the API takes', () => {
    expect(readRolloutForm(form)).toEqual({
      ok: true,
      plan: { release: 'shop-b', steps: [10, 50, 100], intervalMs: 300_000 },
    });
    expect(readRolloutForm({ ...form, interval: '20s', minSessions: '30' })).toMatchObject({
      plan: { intervalMs: 20_000, minSessions: 30 },
    });
    expect([
      readInterval('1h'),
      readInterval('90 s'),
      readInterval('0.5s'),
      readInterval('25h'),
      readInterval('5'),
    ]).toEqual([3_600_000, 90_000, null, null, null]);
  });

  it('says what is wrong with each field', () => {
    expect(readSteps('50, 10')).toBe('Each share must be above the one before');
    expect(readSteps('100')).toBe('Enter at least one share below 100');
    expect(readSteps('0, 50')).toBe('Each share must be from 1 to 100');
    expect(readSteps('ten')).toMatch(/separated by commas/);
    expect(readRolloutForm({ release: '', steps: '', interval: 'soon', minSessions: '-3' })).toEqual({
      ok: false,
      errors: {
        release: 'Choose a release',
        steps: expect.stringMatching(/separated by commas/),
        interval: expect.stringMatching(/from 1s to 24h/),
        minSessions: expect.stringMatching(/whole number/),
      },
    });
  });
});
