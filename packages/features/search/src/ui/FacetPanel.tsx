import { Button, cx } from '@forecourt/ui-kit';
import type { FormEvent } from 'react';
import type { FacetOptionGroup } from '../facet-options.ts';
import type { PriceBounds } from '../price-range.ts';
import { PRICE_RANGE_PARAM, type PriceRange, type SearchFacet } from '../search-state.ts';
import { useHydrated } from '../useHydrated.ts';
import { PriceRangeField, type PriceRangeFieldTranslations } from './PriceRangeField.tsx';

export interface FacetPanelClassNames {
  root: string;
  fieldset: string;
  legend: string;
  group: string;
  groupLabel: string;
  option: string;
  count: string;
  submit: string;
}

export interface FacetPanelTranslations {
  /** The form's accessible name. */
  label: string;
  submit: string;
  /** Facet titles by facet name. */
  facets: Partial<Record<SearchFacet, string>>;
  priceRange: Partial<PriceRangeFieldTranslations>;
}

export const FACET_PANEL_TRANSLATIONS: FacetPanelTranslations = {
  label: 'Filter results',
  submit: 'Apply filters',
  facets: {
    make: 'Make',
    model: 'Model',
    body: 'Body Type',
    car_type: 'Car Type',
    price_range: 'Price',
    year: 'Year',
    km: 'Kilometres',
    transmission: 'Transmission',
    fuel: 'Fuel',
    drive: 'Drive',
    colour: 'Colour',
    seats: 'Seats',
    location_name: 'Location',
    state: 'State',
    tag: 'Tag',
    dealership_slug: 'Dealership',
  },
  priceRange: {},
};

export interface FacetPanelFacet {
  facet: SearchFacet;
  groups: readonly FacetOptionGroup[];
}

export interface FacetPanelProps {
  /** The facets in display order, each with its options (`facetOptions`). */
  facets: readonly FacetPanelFacet[];
  /** The GET form's action (the search path). */
  action: string;
  /** The rest of the search state as hidden fields (`hiddenFields(state, 'facets')`). */
  hidden: readonly (readonly [string, string])[];
  /**
   * The price range filter: slider ends (`priceSliderBounds`, null for the number fields only)
   * and the current range. With it the panel owns `range[price]` (left out of `hidden`).
   */
  price?: { bounds: PriceBounds | null; value: PriceRange | null };
  /**
   * A checkbox changed, the price slider was let go or a price field was left (or Enter pressed):
   * the connected component submits the form (client navigation). With it, Apply filters is
   * hidden once the page is hydrated (filters apply on change); without JavaScript it submits.
   */
  onChange?: (form: HTMLFormElement) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  classNames?: Partial<FacetPanelClassNames>;
  translations?: Partial<FacetPanelTranslations>;
}

/**
 * The filters as a GET form of native checkboxes, one fieldset per facet, and the price range
 * (number fields, enhanced by a slider): works without JavaScript (Apply filters), and with it
 * `onChange` submits on each click or slider release. A value listed in an earlier group
 * (Popular Makes) is not repeated in a later one (All Makes), so each value has one checkbox.
 * Submitting leaves the page out: a filter change goes back to page one (vehicle-stock §4).
 */
export function FacetPanel({
  facets,
  action,
  hidden,
  price,
  onChange,
  onSubmit,
  className,
  classNames,
  translations,
}: FacetPanelProps) {
  const hydrated = useHydrated();
  const t = {
    ...FACET_PANEL_TRANSLATIONS,
    ...translations,
    facets: { ...FACET_PANEL_TRANSLATIONS.facets, ...translations?.facets },
  };
  const priceField = price ? (
    <PriceRangeField
      key="price-range"
      bounds={price.bounds}
      value={price.value}
      translations={t.priceRange}
      {...(onChange ? { onCommit: onChange } : {})}
    />
  ) : null;
  // The price range goes beside the price bands when they are listed, else after the facets.
  const priceAfterBands = facets.some(({ facet }) => facet === 'price_range');
  return (
    <form
      method="get"
      action={action}
      aria-label={t.label}
      className={cx('fc-facet-panel', className, classNames?.root)}
      onChange={
        onChange
          ? (event) => {
              // Checkboxes submit at once; the price fields only on Enter or their Apply button
              // (applying on blur re-rendered the fields and lost the maximum typed next).
              const target: EventTarget = event.target;
              if ((target as { type?: unknown }).type === 'checkbox') onChange(event.currentTarget);
            }
          : undefined
      }
      onSubmit={onSubmit}
    >
      {hidden
        .filter(([name]) => !(price && name === PRICE_RANGE_PARAM))
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
      {facets.map(({ facet, groups }) => {
        const seen = new Set<string>();
        const shown = groups
          .map((group) => ({
            label: group.label,
            options: group.options.filter(
              (option) => !seen.has(option.value) && seen.add(option.value),
            ),
          }))
          .filter((group) => group.options.length > 0);
        if (shown.length === 0) return facet === 'price_range' ? priceField : null;
        const fieldset = (
          <fieldset key={facet} className={cx('fc-facet-panel__fieldset', classNames?.fieldset)}>
            <legend className={cx('fc-facet-panel__legend', classNames?.legend)}>
              {t.facets[facet] ?? facet}
            </legend>
            {shown.map((group) => (
              <div
                key={group.label ?? 'all'}
                className={cx('fc-facet-panel__group', classNames?.group)}
              >
                {group.label ? (
                  <p className={cx('fc-facet-panel__group-label', classNames?.groupLabel)}>
                    {group.label}
                  </p>
                ) : null}
                <ul>
                  {group.options.map((option) => (
                    <li key={option.value}>
                      <label className={cx('fc-facet-panel__option', classNames?.option)}>
                        <input
                          className="fc-facet-panel__checkbox"
                          type="checkbox"
                          name={facet}
                          value={option.value}
                          defaultChecked={option.refined}
                        />{' '}
                        {option.label}{' '}
                        <span className={cx('fc-facet-panel__count', classNames?.count)}>
                          ({option.count})
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </fieldset>
        );
        return facet === 'price_range' ? [fieldset, priceField] : fieldset;
      })}
      {priceAfterBands ? null : priceField}
      <Button
        type="submit"
        fullWidth
        hidden={Boolean(onChange) && hydrated}
        className={cx('fc-facet-panel__submit', classNames?.submit)}
      >
        {t.submit}
      </Button>
    </form>
  );
}
