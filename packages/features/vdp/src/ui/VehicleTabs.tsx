import { cx, Tabs } from '@forecourt/ui-kit';
import type { DealerCommentsView } from '../dealer-comments-text.ts';
import { type CopyTab, VDP_TAB_LABELS, type VdpTabId } from '../vdp-tabs.ts';
import { DealerComments } from './DealerComments.tsx';
import { Features } from './Features.tsx';

export interface VehicleTabsProps {
  /** From `vdpTabIds()`: which tabs, in order (vehicle-stock §2 Tabs). */
  tabIds: readonly VdpTabId[];
  /** From `copyTabs()`: the marketing points of each copy tab (site-wide §1). */
  copyTabs: readonly CopyTab[];
  comments: DealerCommentsView;
  features: readonly string[];
  /** Names the tab list. */
  label?: string;
  defaultValue?: VdpTabId;
  className?: string;
}

/**
 * The vehicle page's tabs (vehicle-stock §2): Dealer Comments, What's Included, Why Buy From
 * Us?, Reserve Online, Protect Your Car and Features, as `tabIds` says. Every panel is rendered
 * (on the server too, so crawlers read them); the inactive ones are `hidden`. Arrow keys, Home
 * and End move between tabs (ui-kit `Tabs`).
 */
export function VehicleTabs({
  tabIds,
  copyTabs,
  comments,
  features,
  label = 'Vehicle information',
  defaultValue,
  className,
}: VehicleTabsProps) {
  const copy = new Map(copyTabs.map((tab) => [tab.id, tab]));
  const content = (id: VdpTabId) => {
    if (id === 'dealer-comments') return <DealerComments comments={comments} hideHeading />;
    if (id === 'features') {
      return (
        // 8 shown, Show All or Hide (vehicle-stock §9); the tab names the section.
        <Features features={features} classNames={{ heading: 'fc-visually-hidden' }} />
      );
    }
    const tab = copy.get(id);
    return (
      <ul className="fc-vdp-tabs__points">
        {(tab?.points ?? []).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    );
  };
  const tabs = tabIds
    .filter((id) => id === 'dealer-comments' || id === 'features' || copy.has(id))
    .map((id) => ({ value: id, label: VDP_TAB_LABELS[id], content: content(id) }));
  if (tabs.length === 0) return null;
  return (
    <section className={cx('fc-vdp-tabs', className)} aria-label={label}>
      <Tabs tabs={tabs} label={label} forceMount {...(defaultValue ? { defaultValue } : {})} />
    </section>
  );
}
