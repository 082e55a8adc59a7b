import { Select as RadixSelect } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Check, ChevronDown } from '../icons.ts';
import { usePortalContainer } from '../theme/ThemeProvider.tsx';
import { cx } from './cx.ts';
import { FormField, type FormFieldClassNames } from './FormField.tsx';
import { Icon } from './Icon.tsx';

export interface SelectOption {
  /** Not empty (Radix Select reserves `""` for "no value"). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectClassNames extends FormFieldClassNames {
  trigger: string;
  value: string;
  icon: string;
  content: string;
  viewport: string;
  item: string;
  itemIndicator: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  help?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** Shown while nothing is chosen, e.g. `Select a location`. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Submitted with a native form under this name. */
  name?: string;
  disabled?: boolean;
  id?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  classNames?: Partial<SelectClassNames>;
}

/**
 * A labelled select (Radix Select): a `combobox` button with a listbox, typeahead and arrow keys,
 * and a hidden native select so it submits with a form. E.g. the enquiry form's location and
 * category selects (site-wide §5).
 */
export function Select({
  label,
  options,
  help,
  error,
  required,
  hideLabel,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  id,
  open,
  defaultOpen,
  onOpenChange,
  className,
  classNames,
}: SelectProps) {
  const container = usePortalContainer();
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
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
      {({ labelId, required: isRequired, ...control }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={isRequired}
          disabled={disabled}
          open={isOpen}
          onOpenChange={(next) => {
            setOwnOpen(next);
            onOpenChange?.(next);
          }}
        >
          <RadixSelect.Trigger
            {...control}
            aria-labelledby={labelId}
            aria-required={isRequired}
            // While the listbox is open Radix hides everything else (aria-hidden) and traps focus
            // in it; the trigger leaves the tab order too, so no focusable element sits inside
            // aria-hidden content (axe aria-hidden-focus). Radix focuses it again on close.
            tabIndex={isOpen ? -1 : undefined}
            className={cx('fc-select__trigger', classNames?.trigger)}
          >
            <RadixSelect.Value
              placeholder={placeholder}
              className={cx('fc-select__value', classNames?.value)}
            />
            <RadixSelect.Icon className={cx('fc-select__icon', classNames?.icon)}>
              <Icon icon={ChevronDown} size={18} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              className={cx('fc-select__content', classNames?.content)}
            >
              <RadixSelect.Viewport className={cx('fc-select__viewport', classNames?.viewport)}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={cx('fc-select__item', classNames?.item)}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator
                      className={cx('fc-select__item-indicator', classNames?.itemIndicator)}
                    >
                      <Icon icon={Check} size={16} />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
}
