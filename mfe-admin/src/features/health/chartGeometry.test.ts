import { linePath, plotPoints, roundTop, scales, type PlotBox } from './chartGeometry';

const BOX: PlotBox = { width: 140, height: 120, left: 20, right: 20, top: 10, bottom: 10 };

describe('chart geometry', () => {
  it('tops the value axis at a round number above every value', () => {
    expect(roundTop([0.03, null, 0.12], 0.01)).toBe(0.2);
    expect(roundTop([1830, 2400], 2500)).toBe(2500);
    expect(roundTop([4100], 200)).toBe(5000);
    expect(roundTop([null, null], 0)).toBe(1);
    expect(roundTop([7], 0)).toBe(10);
  });

  it('puts each interval in the middle of its slot, and 0 at the bottom', () => {
    const { x, y } = scales(BOX, 4, 100);
    expect([x(0), x(3)]).toEqual([32.5, 107.5]);
    expect([y(0), y(50), y(100), y(250)]).toEqual([110, 60, 10, 10]);
  });

  it('draws a line through measured values and starts again after a gap', () => {
    const points = plotPoints([10, 20, null, 40], BOX, 40);
    expect(points.map((point) => point.index)).toEqual([0, 1, 3]);
    expect(linePath(points)).toBe('M32.5 85.0 L57.5 60.0 M107.5 10.0');
    expect(linePath([])).toBe('');
  });
});
