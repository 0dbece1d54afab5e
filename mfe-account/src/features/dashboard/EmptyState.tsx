import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import { Meta, Panel } from '../../lib/ui';

/** What a tab says when the account has nothing there yet, and where to go next. */
export function EmptyState({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Panel>
      <h3>{title}</h3>
      <Meta>{children}</Meta>
      <Link to={link.to}>{link.label}</Link>
    </Panel>
  );
}
