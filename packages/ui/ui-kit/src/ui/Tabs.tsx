import { Tabs as RadixTabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
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
  /**
   * Render every panel, not only the active one: inactive panels stay in the HTML with the
   * `hidden` attribute, so server-rendered tab text reaches crawlers and no-script readers.
   */
  forceMount?: boolean;
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
  forceMount = false,
  className,
  classNames,
}: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.value);
  const current = value ?? uncontrolled;
  return (
    <RadixTabs.Root
      value={current}
      onValueChange={(next) => {
        setUncontrolled(next);
        onValueChange?.(next);
      }}
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
          {...(forceMount ? { forceMount: true as const, hidden: tab.value !== current } : {})}
          className={cx('fc-tabs__panel', classNames?.panel)}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
