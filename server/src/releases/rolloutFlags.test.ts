/** @jest-environment node */
// The rollout flags of release:activate: what starts a rollout, the defaults, each tolerance in the
// unit people give it, and a message that names the flag for anything else.
import { parseInterval } from '@site/contract/rollout';
import { rolloutFromFlags } from './rolloutFlags';

describe('the rollout flags', () => {
  it('start a rollout with --steps or --interval, the other taking its default', () => {
    expect(rolloutFromFlags({})).toBeNull();
    expect(rolloutFromFlags({ steps: '10,50,100', interval: '5m' })).toEqual({
      steps: [10, 50, 100],
      intervalMs: 300_000,
      policy: {},
    });
    expect(rolloutFromFlags({ interval: '20s' })).toEqual({ steps: [10, 50, 100], intervalMs: 20_000, policy: {} });
    expect(rolloutFromFlags({ steps: '25, 50' })).toMatchObject({ steps: [25, 50], intervalMs: 300_000 });
  });

  it('take each tolerance in the unit people think in', () => {
    const flags = rolloutFromFlags({
      steps: '50',
      'min-sessions': '20',
      'error-margin': '0.5',
      'error-ratio': '2',
      confidence: '99',
      'vitals-margin': '15',
      'lcp-good': '3000',
      'inp-good': '250',
    });
    expect(flags?.policy).toEqual({
      minSessions: 20,
      errorMargin: 0.005,
      errorRatio: 2,
      confidence: 0.99,
      vitalsMargin: 0.15,
      lcpGood: 3_000,
      inpGood: 250,
    });
  });

  it('say what is wrong, naming the flag', () => {
    const bad = (values: Record<string, string>) => () => rolloutFromFlags(values);
    expect(bad({ steps: '50,10' })).toThrow(/--steps takes shares of visitors in %, rising.*got "50,10"/);
    expect(bad({ steps: '100' })).toThrow(/--steps/);
    expect(bad({ steps: '0,50' })).toThrow(/--steps/);
    expect(bad({ steps: '10,,50' })).toThrow(/--steps/);
    expect(bad({ interval: '5' })).toThrow(/--interval takes a time in seconds, minutes or hours.*got "5"/);
    expect(bad({ interval: 'soon' })).toThrow(/--interval/);
    expect(bad({ interval: '48h' })).toThrow(/--interval/);
    expect(bad({ steps: '10', 'min-sessions': '2.5' })).toThrow(
      /--min-sessions is the sessions each side needs.*"2.5"/,
    );
    expect(bad({ steps: '10', 'min-sessions': '' })).toThrow(/--min-sessions/);
    expect(bad({ steps: '10', confidence: '30' })).toThrow(/--confidence is how sure.*"30"/);
    expect(bad({ steps: '10', 'error-ratio': '0.5' })).toThrow(/--error-ratio/);
    expect(bad({ 'min-sessions': '20' })).toThrow(/--min-sessions is a rollout's: give --steps/);
    expect(bad({ steps: '10', percent: '10' })).toThrow(/--percent is a canary by hand; --steps is a rollout/);
  });

  it('read intervals in seconds, minutes and hours', () => {
    expect(parseInterval('20s')).toBe(20_000);
    expect(parseInterval('1.5m')).toBe(90_000);
    expect(parseInterval('2h')).toBe(7_200_000);
    expect(() => parseInterval('0.5s')).toThrow(/from 1s to 24h/);
  });
});
