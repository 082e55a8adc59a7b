import { type ReactNode, useId } from 'react';
import { CircleAlert } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

/** What a `FormField` hands its control so label, help and error are wired up. */
export interface FormFieldControl {
  id: string;
  /** The label element's id, for controls a `<label for>` cannot name (sliders, Radix Select). */
  labelId: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FormFieldClassNames {
  root: string;
  label: string;
  required: string;
  help: string;
  error: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * Help under the label, e.g. `Cannot be less than $1,000 or more than $100,000` from
   * `boundsHelpText()` in `@forecourt/finance-math` (site-wide §9).
   */
  help?: ReactNode;
  /** The field's error message; marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  required?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  /**
   * `label` renders a `<label for>`; `text` renders plain text with an id for controls that take
   * `aria-labelledby` (sliders, radio groups).
   */
  labelKind?: 'label' | 'text';
  /** Use this id for the control instead of a generated one. */
  id?: string;
  /** Renders the control with the wiring props. */
  children: (control: FormFieldControl) => ReactNode;
  className?: string;
  classNames?: Partial<FormFieldClassNames>;
}

/**
 * A labelled form field: label → control (`for`/`id`), help and error text joined into the
 * control's `aria-describedby` (error first), and `aria-invalid` while there is an error.
 */
export function FormField({
  label,
  help,
  error,
  required,
  hideLabel = false,
  labelKind = 'label',
  id,
  children,
  className,
  classNames,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${controlId}-label`;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError && errorId, help && helpId].filter(Boolean).join(' ') || undefined;
  const labelClass = cx('fc-field__label', hideLabel && 'fc-visually-hidden', classNames?.label);
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className={cx('fc-field__required', classNames?.required)}>
          {' *'}
        </span>
      )}
    </>
  );
  return (
    <div
      className={cx('fc-field', hasError && 'fc-field--invalid', className, classNames?.root)}
      data-invalid={hasError || undefined}
    >
      {labelKind === 'label' ? (
        <label id={labelId} htmlFor={controlId} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <span id={labelId} className={labelClass}>
          {labelContent}
        </span>
      )}
      {help && (
        <p id={helpId} className={cx('fc-field__help', classNames?.help)}>
          {help}
        </p>
      )}
      {children({
        id: controlId,
        labelId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : undefined,
        required: required || undefined,
      })}
      {hasError && (
        <p id={errorId} className={cx('fc-field__error', classNames?.error)}>
          <Icon icon={CircleAlert} size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
