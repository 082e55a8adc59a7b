import { cx } from '@forecourt/ui-kit';
import { KEY_INFORMATION_LIMIT } from '../collapsible-list.ts';
import type { SpecificationRow } from '../specification-rows.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';

export interface KeyInformationClassNames {
  root: string;
  heading: string;
  list: string;
  item: string;
  label: string;
  value: string;
  toggle: string;
}

export interface KeyInformationTranslations {
  heading: string;
  showMore: string;
  showLess: string;
}

export const KEY_INFORMATION_TRANSLATIONS: KeyInformationTranslations = {
  heading: 'Key Information',
  showMore: 'Show more',
  showLess: 'Show less',
};

export interface KeyInformationProps {
  rows: readonly SpecificationRow[];
  /** Items shown collapsed (default 4, vehicle-stock §9). */
  limit?: number;
  defaultExpanded?: boolean;
  className?: string;
  classNames?: Partial<KeyInformationClassNames>;
  translations?: Partial<KeyInformationTranslations>;
}

/** The Key Information grid: the first 4 items, show more or less (vehicle-stock §2, §9). */
export function KeyInformation({
  rows,
  limit = KEY_INFORMATION_LIMIT,
  defaultExpanded = false,
  className,
  classNames,
  translations,
}: KeyInformationProps) {
  const t = { ...KEY_INFORMATION_TRANSLATIONS, ...translations };
  return (
    <CollapsibleSection
      items={rows}
      limit={limit}
      defaultExpanded={defaultExpanded}
      heading={t.heading}
      expandLabel={t.showMore}
      collapseLabel={t.showLess}
      block="fc-vdp-key-info"
      className={className}
      classNames={classNames}
      renderList={(items, listId) => (
        <dl id={listId} className={cx('fc-vdp-key-info__list', classNames?.list)}>
          {items.map((row) => (
            <div key={row.label} className={cx('fc-vdp-key-info__item', classNames?.item)}>
              <dt className={classNames?.label}>{row.label}</dt>
              <dd className={classNames?.value}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}
