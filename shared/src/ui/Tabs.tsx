// Accessible tabs on Radix UI's Tabs: arrow-key navigation, roving focus and aria wiring.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: 1 1 auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
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
      <List aria-label={label}>
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
