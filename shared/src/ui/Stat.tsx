import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export interface StatData {
  label: string;
  value: ReactNode;
  icon?: IconName;
  note?: string;
}

/** One figure of a StatGrid: its label, its value and, when given, a note under the value. */
export function Stat({ label, value, icon, note }: StatData) {
  return (
    <div>
      <dt>
        {icon ? <Icon name={icon} size={18} /> : null}
        {label}
      </dt>
      <dd>{value}</dd>
      {note ? <dd>{note}</dd> : null}
    </div>
  );
}
