import { Button, Image, Tag } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import type { SavedCar } from '../saved-cars.ts';
import { WATCHLIST_FORM_FIELDS } from './WatchlistButton.tsx';

export interface SavedCarsListTranslations {
  label: string;
  empty: string;
  /** `{name}` is replaced. */
  removeName: string;
  remove: string;
}

export const SAVED_CARS_LIST_TRANSLATIONS: SavedCarsListTranslations = {
  label: 'Saved cars',
  empty: 'You have not saved any cars yet. Press Save to My Garage on a car to keep it here.',
  removeName: 'Remove {name} from My Garage',
  remove: 'Remove',
};

/** The list's name and empty text in the site's own vehicle word (`texts.vehicles`, site-wide §1). */
export function savedCarsTexts(
  vehicles: string,
): Pick<SavedCarsListTranslations, 'label' | 'empty'> {
  return {
    label: `Saved ${vehicles}`,
    empty: `You have not saved any ${vehicles} yet. Press Save to My Garage on one to keep it here.`,
  };
}

export interface SavedCarsListProps {
  cars: readonly SavedCar[];
  /**
   * Where each Remove form posts (the watchlist route) and the page to come back to; without an
   * action the list has no Remove buttons (recently viewed cars).
   */
  action?: string;
  returnTo?: string;
  /** Shown under the empty text (e.g. a Browse our stock link). */
  emptyAction?: ReactNode;
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  translations?: Partial<SavedCarsListTranslations>;
}

const defaultLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href}>{children}</a>
);

const toneOf = (car: SavedCar) =>
  car.inStock ? (car.availability === 'Coming soon' ? 'accent' : 'success') : 'danger';

/**
 * The shopper's saved cars (vehicle-stock §4, §6 watchlist): photo, name linking the car, its
 * live price and availability, and a Remove form each (works without JavaScript).
 */
export function SavedCarsList({
  cars,
  action,
  returnTo,
  emptyAction,
  renderLink = defaultLink,
  translations,
}: SavedCarsListProps) {
  const t = { ...SAVED_CARS_LIST_TRANSLATIONS, ...translations };
  if (cars.length === 0) {
    return (
      <div className="saved-cars saved-cars--empty">
        <p>{t.empty}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <ul className="saved-cars" aria-label={t.label}>
      {cars.map((car) => (
        <li key={car.id} className="saved-cars__item">
          <Image src={car.image} alt="" width={160} height={107} className="saved-cars__image" />
          <div className="saved-cars__body">
            <h3 className="saved-cars__title">
              {renderLink({ href: car.href, children: car.title })}
            </h3>
            <p className="saved-cars__price">
              {car.priceText}
              {car.priceType ? (
                <span className="saved-cars__price-type"> {car.priceType}</span>
              ) : null}
            </p>
            <p className="saved-cars__meta">
              <Tag tone={toneOf(car)} appearance="subtle">
                {car.availability}
              </Tag>
              {car.km ? <span> {car.km}</span> : null}
            </p>
          </div>
          {action ? (
            <form method="post" action={action} className="saved-cars__remove">
              <input type="hidden" name={WATCHLIST_FORM_FIELDS.carId} value={car.id} />
              <input type="hidden" name={WATCHLIST_FORM_FIELDS.intent} value="remove" />
              <input type="hidden" name={WATCHLIST_FORM_FIELDS.returnTo} value={returnTo ?? '/'} />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                aria-label={t.removeName.replace('{name}', car.title)}
              >
                {t.remove}
              </Button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
