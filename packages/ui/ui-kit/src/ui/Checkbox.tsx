import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Check, CircleAlert } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export interface CheckboxClassNames {
  root: string;
  box: string;
  indicator: string;
  label: string;
  description: string;
  error: string;
}

export interface CheckboxProps {
  label: ReactNode;
  /** Extra text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** E.g. `You must agree to the terms of use before submitting the form.` (site-wide §5). */
  error?: ReactNode;
  checked?: boolean;
  /** Starts ticked (never for a marketing opt-in: consent is the shopper's tick). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  classNames?: Partial<CheckboxClassNames>;
}

/** A labelled checkbox (Radix Checkbox, submits with a native form). */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  value,
  required,
  disabled,
  id,
  className,
  classNames,
}: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-checkbox`;
  const descriptionId = `${boxId}-description`;
  const errorId = `${boxId}-error`;
  const hasError = Boolean(error);
  const describedBy =
    [hasError && errorId, description && descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cx('fc-checkbox', hasError && 'fc-checkbox--invalid', className, classNames?.root)}
    >
      <RadixCheckbox.Root
        id={boxId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        className={cx('fc-checkbox__box', classNames?.box)}
      >
        <RadixCheckbox.Indicator className={cx('fc-checkbox__indicator', classNames?.indicator)}>
          <Icon icon={Check} size={16} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="fc-checkbox__text">
        <label htmlFor={boxId} className={cx('fc-checkbox__label', classNames?.label)}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={cx('fc-checkbox__description', classNames?.description)}>
            {description}
          </p>
        )}
        {hasError && (
          <p id={errorId} className={cx('fc-field__error', classNames?.error)}>
            <Icon icon={CircleAlert} size={16} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
