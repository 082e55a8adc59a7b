import { cx } from '@forecourt/ui-kit';
import { SPECIFICATIONS_LIMIT } from '../collapsible-list.ts';
import type { SpecificationRow } from '../specification-rows.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';

export interface SpecificationsClassNames {
  root: string;
  heading: string;
  list: string;
  row: string;
  label: string;
  value: string;
  toggle: string;
}

export interface SpecificationsTranslations {
  heading: string;
  showAll: string;
  hide: string;
}

export const SPECIFICATIONS_TRANSLATIONS: SpecificationsTranslations = {
  heading: 'Specifications',
  showAll: 'Show All Specs',
  hide: 'Hide Specs',
};

export interface SpecificationsProps {
  /** Rows already without empty values (`specificationRows`, vehicle-stock §5). */
  rows: readonly SpecificationRow[];
  /** Rows shown before Show All Specs (default 4, vehicle-stock §9); `Infinity` shows all. */
  limit?: number;
  defaultExpanded?: boolean;
  className?: string;
  classNames?: Partial<SpecificationsClassNames>;
  translations?: Partial<SpecificationsTranslations>;
}

/**
 * A labelled list of specification rows: the full specifications with Show All Specs (vehicle-stock
 * §2, §9), or, with `limit={Infinity}`, the Car Details list.
 */
export function Specifications({
  rows,
  limit = SPECIFICATIONS_LIMIT,
  defaultExpanded = false,
  className,
  classNames,
  translations,
}: SpecificationsProps) {
  const t = { ...SPECIFICATIONS_TRANSLATIONS, ...translations };
  return (
    <CollapsibleSection
      items={rows}
      limit={limit}
      defaultExpanded={defaultExpanded}
      heading={t.heading}
      expandLabel={t.showAll}
      collapseLabel={t.hide}
      block="fc-vdp-specs"
      className={className}
      classNames={classNames}
      renderList={(items, listId) => (
        <dl id={listId} className={cx('fc-vdp-specs__list', classNames?.list)}>
          {items.map((row) => (
            <div key={row.label} className={cx('fc-vdp-specs__row', classNames?.row)}>
              <dt className={classNames?.label}>{row.label}</dt>
              <dd className={classNames?.value}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}
