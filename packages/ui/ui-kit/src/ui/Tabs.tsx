import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
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

/** The keys that move focus along the tab list, by orientation (WAI-ARIA APG tabs pattern). */
const STEP_KEYS = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
} as const satisfies Record<string, Record<string, -1 | 1>>;

/**
 * Tabs, the WAI-ARIA APG tabs pattern: a `tablist` of `tab` buttons, each `aria-controls` its
 * `tabpanel` (labelled by the tab). One tab stop — the selected tab (roving tabindex); Arrow
 * Left/Right (Up/Down when vertical) move with wrap-around, Home and End jump, disabled tabs are
 * skipped. `automatic` activation selects a tab as it gets focus; `manual` on Enter, Space or a
 * click. The panel is focusable, so Tab leaves the list for it. Plain React, no Radix: it is on
 * the vehicle page's first load, where Radix Tabs' roving-focus and collection machinery
 * cost ~11 KB gzip.
 */
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
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.value);
  const current = value ?? uncontrolled;
  // The one tab stop: the selected tab, or the first enabled one while none is selectable.
  const tabStop =
    tabs.find((tab) => tab.value === current && !tab.disabled)?.value ??
    tabs.find((tab) => !tab.disabled)?.value;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const select = (next: string) => {
    if (next === current) return;
    setUncontrolled(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (from < 0 || buttons.length === 0) return;
    const step = (STEP_KEYS[orientation] as Record<string, number>)[event.key];
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : step !== undefined
            ? (from + step + buttons.length) % buttons.length
            : -1;
    if (to < 0) return;
    event.preventDefault();
    // Focus selects the tab in automatic mode (the button's onFocus below).
    buttons[to]?.focus();
  };
  return (
    <div
      className={cx('fc-tabs', `fc-tabs--${orientation}`, className, classNames?.root)}
      data-orientation={orientation}
    >
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={cx('fc-tabs__list', classNames?.list)}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === current;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              data-state={selected ? 'active' : 'inactive'}
              disabled={tab.disabled}
              tabIndex={tab.value === tabStop ? 0 : -1}
              className={cx('fc-tabs__trigger', classNames?.trigger)}
              onClick={() => select(tab.value)}
              onFocus={() => {
                if (activationMode === 'automatic' && !tab.disabled) select(tab.value);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const selected = tab.value === current;
        if (!selected && !forceMount) return null;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            data-state={selected ? 'active' : 'inactive'}
            hidden={!selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG pattern makes the panel a tab stop.
            tabIndex={0}
            className={cx('fc-tabs__panel', classNames?.panel)}
          >
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
