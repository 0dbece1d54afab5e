import { rateVital } from './consoleHealth';

describe('rateVital', () => {
  it('rates a p75 as the Web Vitals do: good up to the first limit, poor past the second', () => {
    const rate = (metric: 'lcp' | 'inp' | 'cls', values: number[]) => values.map((value) => rateVital(metric, value));
    expect(rate('lcp', [0, 2_500, 2_501, 4_000, 4_001])).toEqual([
      'good',
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect(rate('inp', [200, 201, 500, 501])).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect(rate('cls', [0.1, 0.11, 0.25, 0.26])).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
  });

  it('has no rating for what nobody measured', () => {
    expect(rateVital('inp', null)).toBeNull();
  });
});
