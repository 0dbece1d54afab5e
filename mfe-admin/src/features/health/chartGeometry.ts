// Where a chart's lines go (docs/console.md, "The pages"): values to the plot's coordinates,
// a round top for the value axis, and the line through the values that were measured (a gap where
// an interval had none, never a line drawn through nothing).

export interface PlotBox {
  width: number;
  height: number;
  /** Room for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlotPoint {
  index: number;
  x: number;
  y: number;
  value: number;
}

/** The smallest round number (1, 2, 2.5 or 5 times a power of ten) at or above every value and `floor`. */
export function roundTop(values: readonly (number | null)[], floor: number): number {
  const highest = Math.max(floor, ...values.filter((value): value is number => value !== null));
  if (!(highest > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= highest - 1e-9) ?? 10;
  return step * power;
}

/** The x of the `index`th of `count` intervals (centred in its slot), and the y of a value under `top`. */
export function scales(box: PlotBox, count: number, top: number) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const slot = plotWidth / Math.max(1, count);
  return {
    x: (index: number) => box.left + slot * (index + 0.5),
    y: (value: number) => box.top + plotHeight * (1 - Math.min(value, top) / top),
  };
}

/** The measured values as points, in order. */
export function plotPoints(values: readonly (number | null)[], box: PlotBox, top: number): PlotPoint[] {
  const { x, y } = scales(box, values.length, top);
  return values.flatMap((value, index) => (value === null ? [] : [{ index, x: x(index), y: y(value), value }]));
}

/** An SVG path through the points, starting again after each interval without a value. */
export function linePath(points: readonly PlotPoint[]): string {
  return points
    .map((point, i) => {
      const joined = i > 0 && points[i - 1]!.index === point.index - 1;
      return `${joined ? 'L' : 'M'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`;
    })
    .join(' ');
}
