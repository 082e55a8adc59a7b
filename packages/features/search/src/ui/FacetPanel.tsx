import { cx } from '@forecourt/ui-kit';
import type { FormEvent } from 'react';
import type { FacetOptionGroup } from '../facet-options.ts';
import type { SearchFacet } from '../search-state.ts';

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
  /** A checkbox changed: the connected component submits the form (client navigation). */
  onChange?: (form: HTMLFormElement) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  classNames?: Partial<FacetPanelClassNames>;
  translations?: Partial<FacetPanelTranslations>;
}

/**
 * The filters as a GET form of native checkboxes, one fieldset per facet: works without
 * JavaScript (Apply filters), and with it `onChange` submits on each click. A value listed in an
 * earlier group (Popular Makes) is not repeated in a later one (All Makes), so each value has one
 * checkbox. Submitting leaves the page out: a filter change goes back to page one.
 */
export function FacetPanel({
  facets,
  action,
  hidden,
  onChange,
  onSubmit,
  className,
  classNames,
  translations,
}: FacetPanelProps) {
  const t = {
    ...FACET_PANEL_TRANSLATIONS,
    ...translations,
    facets: { ...FACET_PANEL_TRANSLATIONS.facets, ...translations?.facets },
  };
  return (
    <form
      method="get"
      action={action}
      aria-label={t.label}
      className={cx('fc-facet-panel', className, classNames?.root)}
      onChange={onChange ? (event) => onChange(event.currentTarget) : undefined}
      onSubmit={onSubmit}
    >
      {hidden.map(([name, value]) => (
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
        if (shown.length === 0) return null;
        return (
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
      })}
      <button type="submit" className={cx('fc-facet-panel__submit', classNames?.submit)}>
        {t.submit}
      </button>
    </form>
  );
}
