import { cx } from '@forecourt/ui-kit';
import { FEATURES_LIMIT } from '../collapsible-list.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';

export interface FeaturesClassNames {
  root: string;
  heading: string;
  list: string;
  item: string;
  toggle: string;
}

export interface FeaturesTranslations {
  heading: string;
  showAll: string;
  hide: string;
}

export const FEATURES_TRANSLATIONS: FeaturesTranslations = {
  heading: 'Features',
  showAll: 'Show All',
  hide: 'Hide',
};

export interface FeaturesProps {
  features: readonly string[];
  /** Features shown before Show All (default 8, vehicle-stock §9). */
  limit?: number;
  defaultExpanded?: boolean;
  className?: string;
  classNames?: Partial<FeaturesClassNames>;
  translations?: Partial<FeaturesTranslations>;
}

/** The feature list: 8 shown, Show All or Hide; nothing when the car has no features (vehicle-stock §2). */
export function Features({
  features,
  limit = FEATURES_LIMIT,
  defaultExpanded = false,
  className,
  classNames,
  translations,
}: FeaturesProps) {
  const t = { ...FEATURES_TRANSLATIONS, ...translations };
  return (
    <CollapsibleSection
      items={features}
      limit={limit}
      defaultExpanded={defaultExpanded}
      heading={t.heading}
      expandLabel={t.showAll}
      collapseLabel={t.hide}
      block="fc-vdp-features"
      className={className}
      classNames={classNames}
      renderList={(items, listId) => (
        <ul id={listId} className={cx('fc-vdp-features__list', classNames?.list)}>
          {items.map((feature) => (
            <li key={feature} className={classNames?.item}>
              {feature}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
