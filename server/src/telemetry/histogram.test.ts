import { binOf, MAX_BIN, quantileOfBins, valueOfBin } from './histogram';

describe('histogram bins (docs/release-health.md)', () => {
  it('gives every value a bin whose value is within 2.5% of it', () => {
    for (const ms of [1, 7, 180, 200, 1_234, 2_500, 4_000, 60_000]) {
      expect(Math.abs(valueOfBin('LCP', binOf('LCP', ms)) - ms) / ms).toBeLessThan(0.026);
    }
    for (const cls of [0.001, 0.05, 0.1, 0.25, 1.5]) {
      expect(Math.abs(valueOfBin('CLS', binOf('CLS', cls)) - cls) / cls).toBeLessThan(0.026);
    }
  });

  it('puts nothing measurable in bin 0 and everything huge in the last bin', () => {
    expect(binOf('CLS', 0)).toBe(0);
    expect(valueOfBin('CLS', 0)).toBe(0);
    expect(binOf('INP', 0.4)).toBe(0);
    expect(binOf('LCP', 3_600_000)).toBeLessThanOrEqual(MAX_BIN);
    expect(binOf('LCP', 1e12)).toBe(MAX_BIN);
  });

  it('reads the p75 of counts per bin by nearest rank, adding bins from several writers', () => {
    const values = [100, 200, 300, 400, 500, 600, 700, 800];
    const bins = new Map<number, number>();
    for (const ms of values) bins.set(binOf('LCP', ms), (bins.get(binOf('LCP', ms)) ?? 0) + 1);
    // rank ceil(0.75 * 8) = 6: the 6th smallest, 600 ms.
    expect(Math.abs(quantileOfBins('LCP', bins)! - 600)).toBeLessThan(600 * 0.026);
    const doubled = new Map([...bins].map(([bin, n]) => [bin, n * 2]));
    expect(quantileOfBins('LCP', doubled)).toBe(quantileOfBins('LCP', bins));
    expect(quantileOfBins('LCP', new Map())).toBeNull();
  });
});
