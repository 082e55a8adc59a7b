import { Dialog } from '@forecourt/ui-kit';
import type { ReactElement } from 'react';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm.tsx';

export interface EnquiryDialogProps extends EnquiryFormProps {
  /** The dialog's title, e.g. `Enquire about 2020 Kia Rio`. */
  title: string;
  /** The element that opens it, e.g. an Enquire button. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The enquiry form in a ui-kit Dialog (vehicle-stock §2 dialogs). */
export function EnquiryDialog({ title, trigger, open, onOpenChange, ...form }: EnquiryDialogProps) {
  return (
    <Dialog
      title={title}
      {...(trigger ? { trigger } : {})}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <EnquiryForm {...form} />
    </Dialog>
  );
}
