import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsClassNames {
  root: string;
  list: string;
  trigger: string;
  panel: string;
}

export interface TabsProps {
  /** E.g. Dealer Comments, What's Included, Why Buy From Us? (vehicle-stock §2). */
  tabs: readonly TabItem[];
  /** Names the tab list, e.g. `Vehicle information`. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** `automatic` shows a panel as its tab gets focus; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
  classNames?: Partial<TabsClassNames>;
}

/** Tabs (Radix Tabs): arrow keys move between tabs, Home and End jump, one tab stop. */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  className,
  classNames,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
      orientation={orientation}
      activationMode={activationMode}
      className={cx('fc-tabs', `fc-tabs--${orientation}`, className, classNames?.root)}
    >
      <RadixTabs.List aria-label={label} className={cx('fc-tabs__list', classNames?.list)}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={cx('fc-tabs__trigger', classNames?.trigger)}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className={cx('fc-tabs__panel', classNames?.panel)}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
