import { Button, cx } from '@forecourt/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { collapsibleList } from '../collapsible-list.ts';

export interface CollapsibleSectionClassNames {
  root: string;
  heading: string;
  toggle: string;
}

export interface CollapsibleSectionProps<T> {
  items: readonly T[];
  /** Items shown collapsed; `Infinity` shows all with no toggle. */
  limit: number;
  defaultExpanded?: boolean;
  heading: string;
  /** Toggle text while collapsed (e.g. `Show more`, `Show All`). */
  expandLabel: string;
  /** Toggle text while expanded (e.g. `Show less`, `Hide`). */
  collapseLabel: string;
  /** The BEM block of the section, e.g. `fc-vdp-features`. */
  block: string;
  className?: string | undefined;
  classNames?: Partial<CollapsibleSectionClassNames> | undefined;
  /** Renders the visible items as the list element carrying `id={listId}`. */
  renderList: (items: readonly T[], listId: string) => ReactNode;
}

/**
 * A headed section whose list shows its first `limit` items and a show more/less toggle
 * (`aria-expanded`, `aria-controls`); nothing when there are no items. Key Information,
 * Specifications and Features are this with their own limits and words (vehicle-stock §2, §9).
 */
export function CollapsibleSection<T>({
  items,
  limit,
  defaultExpanded = false,
  heading,
  expandLabel,
  collapseLabel,
  block,
  className,
  classNames,
  renderList,
}: CollapsibleSectionProps<T>) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const listId = useId();
  if (items.length === 0) return null;
  const list = collapsibleList(items, limit, expanded);
  return (
    <section aria-labelledby={headingId} className={cx(block, className, classNames?.root)}>
      <h2 id={headingId} className={cx(`${block}__heading`, classNames?.heading)}>
        {heading}
      </h2>
      {renderList(list.items, listId)}
      {list.collapsible ? (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          className={classNames?.toggle}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? collapseLabel : expandLabel}
        </Button>
      ) : null}
    </section>
  );
}
