import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { FormField, type FormFieldClassNames } from './FormField.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupClassNames extends FormFieldClassNames {
  group: string;
  option: string;
  radio: string;
  indicator: string;
  optionLabel: string;
}

export interface RadioGroupProps {
  /** E.g. `Preferred contact method` with Phone, Email, SMS (site-wide §3). */
  label: ReactNode;
  options: readonly RadioOption[];
  help?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  id?: string;
  className?: string;
  classNames?: Partial<RadioGroupClassNames>;
}

/** A labelled radio group (Radix RadioGroup): one tab stop, arrow keys move and select. */
export function RadioGroup({
  label,
  options,
  help,
  error,
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  disabled,
  orientation = 'vertical',
  id,
  className,
  classNames,
}: RadioGroupProps) {
  return (
    <FormField
      label={label}
      help={help}
      error={error}
      required={required}
      labelKind="text"
      id={id}
      className={className}
      classNames={classNames}
    >
      {({ id: groupId, labelId, required: isRequired, ...control }) => (
        <RadixRadioGroup.Root
          {...control}
          id={groupId}
          aria-labelledby={labelId}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={isRequired}
          disabled={disabled}
          orientation={orientation}
          className={cx('fc-radio-group', `fc-radio-group--${orientation}`, classNames?.group)}
        >
          {options.map((option) => {
            const optionId = `${groupId}-${option.value}`;
            return (
              <div key={option.value} className={cx('fc-radio-group__option', classNames?.option)}>
                <RadixRadioGroup.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className={cx('fc-radio-group__radio', classNames?.radio)}
                >
                  <RadixRadioGroup.Indicator
                    className={cx('fc-radio-group__indicator', classNames?.indicator)}
                  />
                </RadixRadioGroup.Item>
                <label
                  htmlFor={optionId}
                  className={cx('fc-radio-group__label', classNames?.optionLabel)}
                >
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </FormField>
  );
}
