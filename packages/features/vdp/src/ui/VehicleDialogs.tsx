import { Dialog } from '@forecourt/ui-kit';
import type { ReactElement } from 'react';
import { RequestPhotosForm, type RequestPhotosFormProps } from './RequestPhotosForm.tsx';
import { TestDriveForm, type TestDriveFormProps } from './TestDriveForm.tsx';

interface DialogFrame {
  /** The dialog's title, e.g. `Book a test drive of 2020 Kia Rio`. */
  title: string;
  /** The element that opens it (stories); the page controls `open` instead. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const frame = ({ title, trigger, open, onOpenChange }: DialogFrame) => ({
  title,
  ...(trigger ? { trigger } : {}),
  ...(open === undefined ? {} : { open }),
  ...(onOpenChange ? { onOpenChange } : {}),
});

export type TestDriveDialogProps = DialogFrame & TestDriveFormProps;

/** The test drive form in a ui-kit Dialog (vehicle-stock §2 dialogs, §5). */
export function TestDriveDialog({
  title,
  trigger,
  open,
  onOpenChange,
  ...form
}: TestDriveDialogProps) {
  return (
    <Dialog {...frame({ title, trigger, open, onOpenChange })}>
      <TestDriveForm {...form} />
    </Dialog>
  );
}

export type RequestPhotosDialogProps = DialogFrame & RequestPhotosFormProps;

/** The request photos form in a ui-kit Dialog (vehicle-stock §2 dialogs, §5). */
export function RequestPhotosDialog({
  title,
  trigger,
  open,
  onOpenChange,
  ...form
}: RequestPhotosDialogProps) {
  return (
    <Dialog {...frame({ title, trigger, open, onOpenChange })}>
      <RequestPhotosForm {...form} />
    </Dialog>
  );
}
