import { cx, Image, interpolate } from '@forecourt/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FavouriteEntry } from '../favourite-entry.ts';

export interface FavouritesListClassNames {
  root: string;
  list: string;
  item: string;
  image: string;
  name: string;
  remove: string;
  empty: string;
}

export interface FavouritesListTranslations {
  /** The list's accessible name. */
  label: string;
  /** The remove button's visible text. */
  remove: string;
  /** The remove button's accessible name; `{name}` is replaced. */
  removeName: string;
  /** Shown when nothing is saved. */
  empty: string;
}

export const FAVOURITES_LIST_TRANSLATIONS: FavouritesListTranslations = {
  label: 'Saved cars',
  remove: 'Remove',
  removeName: 'Remove {name}',
  empty: 'You have not saved any cars yet. Save a car from the search results to see it here.',
};

export interface FavouritesListProps {
  entries: readonly FavouriteEntry[];
  /** Remove a car; without it no remove buttons show. */
  onRemove?: (entry: FavouriteEntry) => void;
  /** The car's page (default `/cars/{slug}`, vehicle-stock §2). */
  hrefFor?: (entry: FavouriteEntry) => string;
  /** Draws the link to the car (e.g. the router's `<Link>` for client-side navigation). */
  renderLink?: (link: { href: string; children: ReactNode }) => ReactNode;
  /** Shown under the empty text, e.g. a link to the stock. */
  emptyAction?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<FavouritesListClassNames>;
  translations?: Partial<FavouritesListTranslations>;
}

const carPath = (entry: FavouriteEntry) => `/cars/${encodeURIComponent(entry.slug)}`;

/**
 * Saved cars (vehicle-stock §3, §6): photo, name linking the car's page and a Remove button each,
 * or the empty text. After a removal, focus moves to the next Remove button (or the empty text)
 * so keyboard users keep their place.
 */
export function FavouritesList({
  entries,
  onRemove,
  hrefFor = carPath,
  renderLink = ({ href, children }) => <a href={href}>{children}</a>,
  emptyAction,
  headingLevel = 2,
  className,
  classNames,
  translations,
}: FavouritesListProps) {
  const t = { ...FAVOURITES_LIST_TRANSLATIONS, ...translations };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rootRef = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null || !rootRef.current) return;
    removedAt.current = null;
    const buttons = rootRef.current.querySelectorAll<HTMLButtonElement>('[data-remove]');
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? rootRef.current.querySelector<HTMLElement>('[data-empty]'))?.focus();
  });

  return (
    <div ref={rootRef} className={cx('fc-favourites', className, classNames?.root)}>
      {entries.length === 0 ? (
        <div className={cx('fc-favourites__empty', classNames?.empty)}>
          <p data-empty tabIndex={-1}>
            {t.empty}
          </p>
          {emptyAction}
        </div>
      ) : (
        <ul aria-label={t.label} className={cx('fc-favourites__list', classNames?.list)}>
          {entries.map((entry, index) => (
            <li key={entry.id} className={cx('fc-favourites__item', classNames?.item)}>
              {entry.primary_image_url ? (
                <Image
                  className={cx('fc-favourites__image', classNames?.image)}
                  src={entry.primary_image_url}
                  alt=""
                  width={150}
                  height={100}
                  transformWidth={320}
                />
              ) : null}
              <Heading className={cx('fc-favourites__name', classNames?.name)}>
                {renderLink({ href: hrefFor(entry), children: entry.name })}
              </Heading>
              {onRemove ? (
                <button
                  type="button"
                  data-remove
                  className={cx('fc-favourites__remove', classNames?.remove)}
                  aria-label={interpolate(t.removeName, { name: entry.name })}
                  onClick={() => {
                    removedAt.current = index;
                    onRemove(entry);
                  }}
                >
                  {t.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
