import { DialogLayer, type DialogLayerProps } from './dialog-layer.tsx';

export interface DrawerProps extends DialogLayerProps {
  /** The edge it slides in from (default `right`). */
  side?: 'left' | 'right' | 'bottom';
}

/** A dialog that slides in from an edge: filters on mobile, the menu, the compare list. */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return <DialogLayer {...props} variant={{ kind: 'drawer', modifier: `fc-drawer--${side}` }} />;
}
