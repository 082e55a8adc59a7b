import { cx } from '@forecourt/ui-kit';
import { SORT_OPTIONS } from '../search-request.ts';

export interface SortSelectClassNames {
  root: string;
  label: string;
  select: string;
  submit: string;
}

export interface SortSelectTranslations {
  label: string;
  submit: string;
  /** Option labels by sortBy value (`''` for most relevant). */
  options: Record<string, string>;
}

export const SORT_SELECT_TRANSLATIONS: SortSelectTranslations = {
  label: 'Sort by',
  submit: 'Sort',
  options: Object.fromEntries(SORT_OPTIONS.map((option) => [option.value ?? '', option.label])),
};

export interface SortSelectProps {
  /** The current sortBy, null for most relevant. */
  value: string | null;
  action: string;
  /** The rest of the search state (`hiddenFields(state, 'sortBy')`). */
  hidden: readonly (readonly [string, string])[];
  /** The select changed: the connected component submits the form. */
  onChange?: (form: HTMLFormElement) => void;
  className?: string;
  classNames?: Partial<SortSelectClassNames>;
  translations?: Partial<SortSelectTranslations>;
}

/** The sort options (vehicle-stock §2) as a GET form with a native select: works without JavaScript. */
export function SortSelect({
  value,
  action,
  hidden,
  onChange,
  className,
  classNames,
  translations,
}: SortSelectProps) {
  const t = {
    ...SORT_SELECT_TRANSLATIONS,
    ...translations,
    options: { ...SORT_SELECT_TRANSLATIONS.options, ...translations?.options },
  };
  return (
    <form
      method="get"
      action={action}
      className={cx('fc-sort-select', className, classNames?.root)}
    >
      {hidden.map(([name, hiddenValue]) => (
        <input key={`${name}=${hiddenValue}`} type="hidden" name={name} value={hiddenValue} />
      ))}
      <label className={cx('fc-sort-select__label', classNames?.label)}>
        {t.label}{' '}
        <select
          name="sortBy"
          defaultValue={value ?? ''}
          className={cx('fc-sort-select__select', classNames?.select)}
          onChange={
            onChange
              ? (event) => {
                  if (event.currentTarget.form) onChange(event.currentTarget.form);
                }
              : undefined
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value ?? ''} value={option.value ?? ''}>
              {t.options[option.value ?? ''] ?? option.label}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className={cx('fc-sort-select__submit', classNames?.submit)}>
        {t.submit}
      </button>
    </form>
  );
}
