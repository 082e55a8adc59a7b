import { formatKm, upperFirst } from '@forecourt/format';
import { cx, Image, interpolate, Tag, type TagTone } from '@forecourt/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FavouriteEntry } from '../favourite-entry.ts';

export interface FavouritesListClassNames {
  root: string;
  list: string;
  item: string;
  image: string;
  name: string;
  facts: string;
  price: string;
  status: string;
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
  /** The facts list's accessible name. */
  facts: string;
  /** Availability labels by status (vehicle-stock §3, §4); other statuses show none. */
  statuses: Record<string, string>;
}

export const FAVOURITES_LIST_TRANSLATIONS: FavouritesListTranslations = {
  label: 'Saved cars',
  remove: 'Remove',
  removeName: 'Remove {name}',
  empty: 'You have not saved any cars yet. Save a car from the search results to see it here.',
  facts: 'Price, kilometres and availability',
  statuses: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
};

/**
 * The saved lists' texts in the site's own vehicle word (`texts.vehicles`, site-wide §1): "Saved
 * caravans", "Caravans to compare", so a caravan yard's page does not call its stock cars.
 */
export function savedListTexts(vehicles: string): {
  heading: string;
  compare: string;
  empty: string;
} {
  return {
    heading: `Saved ${vehicles}`,
    compare: upperFirst(`${vehicles} to compare`),
    empty: `You have not saved any ${vehicles} yet. Save one from the search results to see it here.`,
  };
}

const STATUS_TONES: Readonly<Record<string, TagTone>> = {
  in_stock: 'success',
  coming_soon: 'accent',
  sold: 'danger',
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
 * Saved cars (vehicle-stock §3, §6): photo (the kit's image-not-found picture without one), name
 * linking the car's page, the price, km and availability as saved (entries saved before those
 * were kept show just the name), and a Remove button each, or the empty text. After a removal, focus moves to the next Remove button (or the empty text)
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
              <Image
                className={cx('fc-favourites__image', classNames?.image)}
                src={entry.primary_image_url}
                alt=""
                width={150}
                height={100}
                transformWidth={320}
              />
              <Heading className={cx('fc-favourites__name', classNames?.name)}>
                {renderLink({ href: hrefFor(entry), children: entry.name })}
              </Heading>
              <EntryFacts entry={entry} t={t} classNames={classNames} />
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

/** The price, km and availability of a saved car, the ones it has. */
function EntryFacts({
  entry,
  t,
  classNames,
}: {
  entry: FavouriteEntry;
  t: FavouritesListTranslations;
  classNames: Partial<FavouritesListClassNames> | undefined;
}) {
  const status = entry.status ? t.statuses[entry.status] : undefined;
  const km = typeof entry.km === 'number' ? formatKm(entry.km) : null;
  if (!entry.price_text && !km && !status) return null;
  return (
    <ul aria-label={t.facts} className={cx('fc-favourites__facts', classNames?.facts)}>
      {entry.price_text ? (
        <li className={cx('fc-favourites__price', classNames?.price)}>
          {entry.price_text}
          {entry.price_type ? (
            <span className="fc-favourites__price-type"> {entry.price_type}</span>
          ) : null}
        </li>
      ) : null}
      {km ? <li>{km}</li> : null}
      {status && entry.status ? (
        <li className={cx('fc-favourites__status', classNames?.status)}>
          <Tag tone={STATUS_TONES[entry.status] ?? 'neutral'} appearance="subtle">
            {status}
          </Tag>
        </li>
      ) : null}
    </ul>
  );
}
