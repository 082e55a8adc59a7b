import { Button, cx } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import { collapsibleList, FEATURES_LIMIT } from '../collapsible-list.ts';

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
  const [expanded, setExpanded] = useState(defaultExpanded);
  const headingId = useId();
  const listId = useId();
  if (features.length === 0) return null;
  const list = collapsibleList(features, limit, expanded);
  return (
    <section
      aria-labelledby={headingId}
      className={cx('fc-vdp-features', className, classNames?.root)}
    >
      <h2 id={headingId} className={cx('fc-vdp-features__heading', classNames?.heading)}>
        {t.heading}
      </h2>
      <ul id={listId} className={cx('fc-vdp-features__list', classNames?.list)}>
        {list.items.map((feature) => (
          <li key={feature} className={classNames?.item}>
            {feature}
          </li>
        ))}
      </ul>
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
