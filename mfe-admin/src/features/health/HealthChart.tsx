// One health chart (docs/console.md, "The pages"): a value per interval, stable as a solid
// line with circles, canary as a dashed line with squares (told apart by more than colour), the
// "good" limit as a dotted line, drawn in code (docs/design.md). A picture with a name that says what
// it shows; the table after it gives every value to anyone who cannot see it.
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { DrawnSvg } from '@site/shared/ui';
import { linePath, plotPoints, roundTop, scales, type PlotBox } from './chartGeometry';
import { SeriesTable } from './SeriesTable';

const BOX: PlotBox = { width: 640, height: 220, left: 64, right: 16, top: 12, bottom: 36 };

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  svg {
    width: 100%;
    height: auto;
    max-width: 40rem;
    display: block;
  }
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface HealthChartProps {
  title: string;
  /** Each interval's start (ISO) and how it reads on the time axis. */
  times: string[];
  timeLabel: (iso: string) => string;
  stable: (number | null)[];
  canary: (number | null)[];
  format: (value: number) => string;
  /** The table's cells, per interval: more than the value where it helps ("1 of 4 sessions"). */
  describe: (side: 'stable' | 'canary', index: number) => string;
  /** The Web Vitals' "good" limit, drawn as a line. */
  good?: number;
  /** The value axis reaches at least this high. */
  floor: number;
}

export function HealthChart(props: HealthChartProps) {
  const { title, times, timeLabel, stable, canary, format, describe, good, floor } = props;
  const theme = useTheme();
  const captionId = useId();
  const top = roundTop([...stable, ...canary, good ?? null], floor);
  const { y } = scales(BOX, times.length, top);
  const lines = [
    { name: 'Stable', points: plotPoints(stable, BOX, top), colour: theme.colors.primary, dash: undefined },
    { name: 'Canary', points: plotPoints(canary, BOX, top), colour: theme.colors.warm, dash: '6 4' },
  ];
  const measured = lines.map((line) => `${line.name}: ${line.points.length} of ${times.length} intervals measured`);
  const ticks = [0, top / 2, top];
  const timeTicks = [0, Math.floor((times.length - 1) / 2), times.length - 1].filter(
    (index, i, all) => index >= 0 && all.indexOf(index) === i,
  );
  const { x } = scales(BOX, times.length, top);
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <DrawnSvg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        width={BOX.width}
        height={BOX.height}
        role="img"
        aria-label={`${title}, stable against canary. ${measured.join('; ')}. The table after the chart gives every value.`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
            <text x={BOX.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill={theme.colors.mutedForeground}>
              {format(tick)}
            </text>
          </g>
        ))}
        {timeTicks.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={BOX.height - 12}
            textAnchor="middle"
            fontSize="12"
            fill={theme.colors.mutedForeground}
          >
            {timeLabel(times[index]!)}
          </text>
        ))}
        {good === undefined ? null : (
          <line
            x1={BOX.left}
            x2={BOX.width - BOX.right}
            y1={y(good)}
            y2={y(good)}
            stroke={theme.colors.success}
            strokeDasharray="2 4"
            strokeWidth={2}
          />
        )}
        {lines.map((line) => (
          <g key={line.name} stroke={line.colour} fill={line.colour}>
            <path d={linePath(line.points)} fill="none" strokeWidth={2.5} strokeDasharray={line.dash} />
            {line.points.map((point) =>
              line.name === 'Stable' ? (
                <circle key={point.index} cx={point.x} cy={point.y} r={4} />
              ) : (
                <rect key={point.index} x={point.x - 4} y={point.y - 4} width={8} height={8} />
              ),
            )}
          </g>
        ))}
      </DrawnSvg>
      <Legend>
        <li>Stable: solid line, circles</li>
        <li>Canary: dashed line, squares</li>
        {good === undefined ? null : <li>Good (Web Vitals): dotted line at {format(good)}</li>}
      </Legend>
      <SeriesTable
        title={title}
        times={times}
        stable={times.map((_, index) => describe('stable', index))}
        canary={times.map((_, index) => describe('canary', index))}
      />
    </Figure>
  );
}
