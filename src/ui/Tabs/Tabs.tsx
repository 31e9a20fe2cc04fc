// Tabs on Radix (roving focus, arrow keys, tab/tabpanel roles), styled from the theme. Pass a
// className to lay out the list differently (a grid of categories, say).
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Tabs.css';

const withClass = (base: string, extra: string | undefined): string =>
  [base, extra].filter(Boolean).join(' ');

export const Tabs = RadixTabs.Root;

export function TabList({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={withClass(styles.list, className)} {...rest} />;
}

export function Tab({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={withClass(styles.trigger, className)} {...rest} />;
}

export function TabPanel({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={withClass(styles.panel, className)} {...rest} />;
}
