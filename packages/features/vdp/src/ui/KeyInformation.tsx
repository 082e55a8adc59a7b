import { Button, cx } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import { collapsibleList, KEY_INFORMATION_LIMIT } from '../collapsible-list.ts';
import type { SpecificationRow } from '../specification-rows.ts';

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
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const listId = useId();
  if (rows.length === 0) return null;
  const list = collapsibleList(rows, limit, expanded);
  return (
    <section
      aria-labelledby={headingId}
      className={cx('fc-vdp-key-info', className, classNames?.root)}
    >
      <h2 id={headingId} className={cx('fc-vdp-key-info__heading', classNames?.heading)}>
        {t.heading}
      </h2>
      <dl id={listId} className={cx('fc-vdp-key-info__list', classNames?.list)}>
        {list.items.map((row) => (
          <div key={row.label} className={cx('fc-vdp-key-info__item', classNames?.item)}>
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
          {expanded ? t.showLess : t.showMore}
        </Button>
      ) : null}
    </section>
  );
}
