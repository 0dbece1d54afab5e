// Fixed histogram bins per metric (docs/release-health.md): a value falls in one bin of
// a geometric scale (each 5% wider than the one before), the same on every instance and every
// minute, so bins add up over any span and a p75 read from them is within 2.5% of the exact one.
import type { VitalName } from '@site/contract/telemetryText';

const RATIO = 1.05;
const LOG_RATIO = Math.log(RATIO);
/** Past this bin everything is counted in it (an hour in ms is bin 311). */
export const MAX_BIN = 320;

/** Times are binned in ms; CLS in thousandths. */
const scaleOf = (metric: VitalName) => (metric === 'CLS' ? 1_000 : 1);

/** The bin of a value: 0 for less than one unit, else 1 + floor(log1.05(value)). */
export function binOf(metric: VitalName, value: number): number {
  const scaled = value * scaleOf(metric);
  if (!(scaled >= 1)) return 0;
  return Math.min(MAX_BIN, 1 + Math.floor(Math.log(scaled) / LOG_RATIO + 1e-9));
}

/** What a bin stands for: the geometric middle of its range (0 for bin 0). */
export function valueOfBin(metric: VitalName, bin: number): number {
  if (bin <= 0) return 0;
  const value = RATIO ** (bin - 0.5) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** The q-quantile (nearest rank) of counts per bin, or null when there are none. */
export function quantileOfBins(metric: VitalName, bins: ReadonlyMap<number, number>, q = 0.75): number | null {
  let total = 0;
  for (const n of bins.values()) total += n;
  if (total <= 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
    seen += bins.get(bin)!;
    if (seen >= rank) return valueOfBin(metric, bin);
  }
  return null;
}
