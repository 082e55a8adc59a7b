import type { LucideIcon } from 'lucide-react';
import { cx } from './cx.ts';

/**
 * An icon component from `@forecourt/ui-kit/icons` (a lucide icon). Icons are passed by
 * component, not by name, so a bundle holds only the icons its components import.
 */
export type IconComponent = LucideIcon;

/** Props of {@link Icon}. */
export interface IconProps {
  /** The icon, imported from `@forecourt/ui-kit/icons`, e.g. `icon={Phone}`. */
  icon: IconComponent;
  /** Size in px (default 20). */
  size?: number;
  /**
   * What the icon means when it stands alone (`role="img"` with this name). Leave it out for a
   * decorative icon next to text: it is then hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/** An icon from lucide, decorative unless it has a `label`. */
export function Icon({ icon: Glyph, size = 20, label, className }: IconProps) {
  return label ? (
    <Glyph
      className={cx('fc-icon', className)}
      size={size}
      role="img"
      aria-label={label}
      focusable="false"
    />
  ) : (
    <Glyph className={cx('fc-icon', className)} size={size} aria-hidden="true" focusable="false" />
  );
}
