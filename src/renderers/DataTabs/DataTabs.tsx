// Tabs drawn from data: a page lists its tabs (value, label, panel) and this draws them on the shared
// Radix tabs, so no page maps its data onto tab, list and panel by hand. Selection is the page's to
// keep (`value` + `onValueChange`) or local (`defaultValue`, the first tab when absent).
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';

export interface DataTab<V extends string = string> {
  readonly value: V;
  readonly label: ReactNode;
  /** The panel: its content, or a function that draws it when the tab is shown; none, no panel. */
  readonly content?: ReactNode | (() => ReactNode);
  readonly disabled?: boolean;
  /** The tab's accessible name, when its label is more than text. */
  readonly ariaLabel?: string;
}

/** Names the list for assistive technology: by a visible heading's id, or by a label. */
export type TabListName = { readonly labelledBy: string } | { readonly label: string };

export type DataTabsProps<V extends string> = {
  readonly tabs: readonly DataTab<V>[];
  readonly listName: TabListName;
  readonly className?: string;
  readonly listClassName?: string;
  readonly tabClassName?: string;
  readonly panelClassName?: string;
} & (
  { readonly value: V; readonly onValueChange: (value: V) => void } | { readonly defaultValue?: V }
);

function panelOf(content: DataTab['content']): ReactNode {
  return typeof content === 'function' ? content() : content;
}

export function DataTabs<V extends string>(props: DataTabsProps<V>) {
  const { tabs, listName, className, listClassName, tabClassName, panelClassName } = props;
  const selection =
    'value' in props
      ? {
          value: props.value,
          // Radix hands back the string of a trigger; the tab it names gives the typed value.
          onValueChange: (next: string) => {
            const tab = tabs.find((candidate) => candidate.value === next);
            if (tab) props.onValueChange(tab.value);
          },
        }
      : { defaultValue: props.defaultValue ?? tabs[0]?.value };
  return (
    <Tabs className={className} {...selection}>
      <TabList
        className={listClassName}
        {...('labelledBy' in listName
          ? { 'aria-labelledby': listName.labelledBy }
          : { 'aria-label': listName.label })}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            className={tabClassName}
            disabled={tab.disabled}
            aria-label={tab.ariaLabel}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(
        (tab) =>
          tab.content !== undefined && (
            <TabPanel key={tab.value} value={tab.value} className={panelClassName}>
              {panelOf(tab.content)}
            </TabPanel>
          ),
      )}
    </Tabs>
  );
}
