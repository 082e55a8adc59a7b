import { Button, cx } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import { collapsibleList, SPECIFICATIONS_LIMIT } from '../collapsible-list.ts';
import type { SpecificationRow } from '../specification-rows.ts';

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
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const listId = useId();
  if (rows.length === 0) return null;
  const list = collapsibleList(rows, limit, expanded);
  return (
    <section
      aria-labelledby={headingId}
      className={cx('fc-vdp-specs', className, classNames?.root)}
    >
      <h2 id={headingId} className={cx('fc-vdp-specs__heading', classNames?.heading)}>
        {t.heading}
      </h2>
      <dl id={listId} className={cx('fc-vdp-specs__list', classNames?.list)}>
        {list.items.map((row) => (
          <div key={row.label} className={cx('fc-vdp-specs__row', classNames?.row)}>
            <dt className={classNames?.label}>{row.label}</dt>
            <dd className={classNames?.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {list.collapsible ? (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          className={classNames?.toggle}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.hide : t.showAll}
        </Button>
      ) : null}
    </section>
  );
}
