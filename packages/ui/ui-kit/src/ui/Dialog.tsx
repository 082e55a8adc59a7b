import { DialogLayer, type DialogLayerProps } from './dialog-layer.tsx';

export type { DialogClassNames, DialogTranslations } from './dialog-layer.tsx';

export interface DialogProps extends DialogLayerProps {
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog (Radix Dialog), e.g. the test drive, enquiry and request-photos forms
 * (vehicle-stock §2) or the holiday-hours dialog (site-wide §2).
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return <DialogLayer {...props} variant={{ kind: 'dialog', modifier: `fc-dialog--${size}` }} />;
}
