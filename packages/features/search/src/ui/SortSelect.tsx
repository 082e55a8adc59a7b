import { Button, cx, Icon } from '@forecourt/ui-kit';
import { ChevronDown } from '@forecourt/ui-kit/icons';
import { SORT_OPTIONS } from '../search-state.ts';
import { useHydrated } from '../useHydrated.ts';

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

/**
 * The sort options (vehicle-stock §2) as a GET form with a native select drawn like the kit's
 * Select trigger (its border, radius, control height and chevron; a native select still submits
 * and works without JavaScript, which the Radix Select does not). The Sort button is for no
 * JavaScript only: with `onChange`, it is hidden once the page is hydrated.
 */
export function SortSelect({
  value,
  action,
  hidden,
  onChange,
  className,
  classNames,
  translations,
}: SortSelectProps) {
  const hydrated = useHydrated();
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
        <span className="fc-sort-select__label-text">{t.label}</span>
        <span className="fc-sort-select__control">
          <select
            name="sortBy"
            defaultValue={value ?? ''}
            className={cx('fc-select__trigger', 'fc-sort-select__select', classNames?.select)}
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
          <Icon icon={ChevronDown} size={18} className="fc-sort-select__icon" />
        </span>
      </label>
      <Button
        type="submit"
        variant="outline"
        hidden={Boolean(onChange) && hydrated}
        className={cx('fc-sort-select__submit', classNames?.submit)}
      >
        {t.submit}
      </Button>
    </form>
  );
}
