import { Stat, type StatData } from './Stat';
import { StatGrid, type StatGridProps } from './StatGrid';

/** Figures shown large, from a list: a StatGrid of Stats. */
export function StatRow({ stats, label, ...grid }: { stats: readonly StatData[]; label?: string } & StatGridProps) {
  return (
    <StatGrid aria-label={label} $count={stats.length} {...grid}>
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} />
      ))}
    </StatGrid>
  );
}
