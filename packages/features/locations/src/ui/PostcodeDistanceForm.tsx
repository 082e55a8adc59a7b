import { Button, cx, TextField } from '@forecourt/ui-kit';
import type { ElementType } from 'react';
import { POSTCODE_PARAM } from '../postcode-search.ts';

export interface PostcodeDistanceFormClassNames {
  root: string;
  field: string;
  submit: string;
  place: string;
  clear: string;
}

export interface PostcodeDistanceFormTranslations {
  /** Default `Your postcode`. */
  label: string;
  /** Default `Find the nearest`. */
  submit: string;
  /** `{place}` is replaced (default `Nearest to {place}`). */
  located: string;
  /** Default `Show all locations`. */
  clear: string;
  /** Default `4 digits, e.g. 4000`. */
  help: string;
}

export interface PostcodeDistanceFormProps {
  /** The page the form submits to (GET), e.g. `/dealer-locator`. */
  action: string;
  /** The postcode as entered. */
  postcode?: string;
  /** `Invalid postcode. Please enter a 4-digit number.` or `Invalid postcode` (site-wide §5, §8). */
  error?: string | null;
  /** The located place, e.g. `Moorooka QLD 4105`: shows `Nearest to …` and a clear link. */
  place?: string | null;
  /**
   * The form element: a native `<form>` by default (works without JavaScript); a React Router
   * app passes its `Form` to navigate client side when scripts run.
   */
  as?: ElementType;
  className?: string;
  classNames?: Partial<PostcodeDistanceFormClassNames>;
  translations?: Partial<PostcodeDistanceFormTranslations>;
}

/**
 * The locator's distance form (site-wide §5, §9): a GET form with a 4-character postcode field;
 * the page sorts its locations by distance from the postcode. Validation happens on the server
 * (the same postcode schema as every form), so it works without JavaScript.
 */
export function PostcodeDistanceForm({
  action,
  postcode = '',
  error,
  place,
  as: FormElement = 'form',
  className,
  classNames,
  translations,
}: PostcodeDistanceFormProps) {
  const t: PostcodeDistanceFormTranslations = {
    label: 'Your postcode',
    submit: 'Find the nearest',
    located: 'Nearest to {place}',
    clear: 'Show all locations',
    help: '4 digits, e.g. 4000',
    ...translations,
  };
  return (
    <FormElement
      method="get"
      action={action}
      role="search"
      className={cx('fc-postcode-distance', className, classNames?.root)}
    >
      <TextField
        label={t.label}
        name={POSTCODE_PARAM}
        defaultValue={postcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        help={t.help}
        error={error || undefined}
        className={cx('fc-postcode-distance__field', classNames?.field)}
      />
      <Button type="submit" className={cx('fc-postcode-distance__submit', classNames?.submit)}>
        {t.submit}
      </Button>
      {place && !error && (
        <p className={cx('fc-postcode-distance__place', classNames?.place)} role="status">
          {t.located.replace('{place}', place)}{' '}
          <a href={action} className={cx('fc-postcode-distance__clear', classNames?.clear)}>
            {t.clear}
          </a>
        </p>
      )}
    </FormElement>
  );
}
