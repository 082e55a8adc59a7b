import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx.ts';
import { FormField, type FormFieldClassNames } from './FormField.tsx';

export interface TextFieldClassNames extends FormFieldClassNames {
  control: string;
  input: string;
  prefix: string;
  suffix: string;
}

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'prefix' | 'id' | 'required'> {
  label: ReactNode;
  help?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  id?: string;
  /** Text or icon before the value, e.g. `$`. */
  prefix?: ReactNode;
  /** Text or icon after the value, e.g. `km`. */
  suffix?: ReactNode;
  /** Render a `<textarea>` (e.g. the enquiry message). */
  multiline?: boolean;
  rows?: number;
  className?: string;
  classNames?: Partial<TextFieldClassNames>;
}

/** A labelled text input (or textarea) with help and error wired through `FormField`. */
export function TextField({
  label,
  help,
  error,
  required,
  hideLabel,
  id,
  prefix,
  suffix,
  multiline = false,
  rows = 4,
  type = 'text',
  className,
  classNames,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      help={help}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
      classNames={classNames}
    >
      {({ labelId: _labelId, ...control }) => (
        <div className={cx('fc-text-field', classNames?.control)}>
          {prefix && (
            <span className={cx('fc-text-field__prefix', classNames?.prefix)} aria-hidden="true">
              {prefix}
            </span>
          )}
          {multiline ? (
            <textarea
              {...(inputProps as ComponentPropsWithRef<'textarea'>)}
              {...control}
              rows={rows}
              className={cx('fc-text-field__input', classNames?.input)}
            />
          ) : (
            <input
              {...inputProps}
              {...control}
              type={type}
              className={cx('fc-text-field__input', classNames?.input)}
            />
          )}
          {suffix && (
            <span className={cx('fc-text-field__suffix', classNames?.suffix)} aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
