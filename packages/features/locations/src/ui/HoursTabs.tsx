import { cx, Tabs } from '@forecourt/ui-kit';
import type { HoursTab } from '../hours-by-type.ts';
import { OpeningHours, type OpeningHoursTranslations } from './OpeningHours.tsx';

export interface HoursTabsClassNames {
  root: string;
  caption: string;
}

export interface HoursTabsTranslations extends OpeningHoursTranslations {
  /** Names the tab list (default `Opening hours by department`). */
  label: string;
  /** `{label}` is replaced: names each hours list (default `{label} opening hours`). */
  listLabel: string;
}

export interface HoursTabsProps {
  /** From `hoursByType` (site-wide §2): one tab per location type. */
  tabs: readonly HoursTab[];
  /** The tab shown first (default: the first). */
  defaultValue?: string;
  className?: string;
  classNames?: Partial<HoursTabsClassNames>;
  translations?: Partial<HoursTabsTranslations>;
}

/**
 * Opening hours by location type (site-wide §2): accessible tabs (ui-kit `Tabs`) of Sales,
 * Service, Parts…; one type shows its list without tabs. Each panel names the location when it
 * is another location of the dealership.
 */
export function HoursTabs({
  tabs,
  defaultValue,
  className,
  classNames,
  translations,
}: HoursTabsProps) {
  const t: HoursTabsTranslations = {
    label: 'Opening hours by department',
    listLabel: '{label} opening hours',
    empty: 'Please call us for our opening hours.',
    ...translations,
  };
  const list = (tab: HoursTab, caption: boolean) => (
    <>
      {caption && (
        <p className={cx('fc-hours-tabs__caption', classNames?.caption)}>{tab.locationName}</p>
      )}
      <OpeningHours
        rows={tab.rows}
        label={t.listLabel.replace('{label}', tab.label)}
        translations={{ empty: t.empty }}
      />
    </>
  );
  const [only] = tabs;
  if (tabs.length <= 1) {
    return only ? (
      <div className={cx('fc-hours-tabs', className, classNames?.root)}>{list(only, false)}</div>
    ) : null;
  }
  const names = new Set(tabs.map((tab) => tab.locationName));
  return (
    <Tabs
      label={t.label}
      defaultValue={defaultValue}
      className={cx('fc-hours-tabs', className, classNames?.root)}
      tabs={tabs.map((tab) => ({
        value: tab.value,
        label: tab.label,
        content: list(tab, names.size > 1),
      }))}
    />
  );
}
