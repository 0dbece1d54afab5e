// Accessible tabs on Radix UI's Tabs: arrow-key navigation, roving focus and aria wiring.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { columnsUpTo } from '@site/shared/ui';

/** A tab's narrowest column: two to a row on a phone, the longest label ("Marketing Materials") on one line. */
const TAB_MIN_WIDTH = '9rem';

/** The tabs in equal columns of a count known before they arrive (columnsUpTo; /affiliates moved 0.004 to 0.012 in a flex row). */
const List = styled(RadixTabs.List)<{ $count: number }>`
  display: grid;
  grid-template-columns: ${({ $count, theme }) => columnsUpTo($count, TAB_MIN_WIDTH, theme.space(1))};
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Trigger = styled(RadixTabs.Trigger)`
  min-height: 40px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  defaultValue?: string;
  /** The open tab, when the page keeps it (in the address, say); with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

export function Tabs({ items, defaultValue, value, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} value={value} onValueChange={onValueChange}>
      <List aria-label={label} $count={items.length}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
