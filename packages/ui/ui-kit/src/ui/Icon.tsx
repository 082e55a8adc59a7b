import {
  ArrowRight,
  Award,
  Building2,
  Calendar,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  Clock,
  Cog,
  Copy,
  ExternalLink,
  Fuel,
  Gauge,
  Hand,
  Heart,
  ImageOff,
  Info,
  type LucideIcon,
  Mail,
  MapPin,
  Maximize2,
  Megaphone,
  Menu,
  MessageCircle,
  Minus,
  Phone,
  Play,
  Plus,
  Printer,
  Search,
  Share2,
  Star,
  Tag,
  TriangleAlert,
  Users,
  X,
} from 'lucide-react';
import { cx } from './cx.ts';

/**
 * The icons the kit ships, by name. A fixed map (not a dynamic lookup of all of lucide) keeps
 * bundles small: add a name here when a screen needs a new icon.
 */
export const ICONS = {
  'arrow-right': ArrowRight,
  award: Award,
  building: Building2,
  calendar: Calendar,
  car: Car,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  clock: Clock,
  close: X,
  copy: Copy,
  'external-link': ExternalLink,
  fuel: Fuel,
  gauge: Gauge,
  hand: Hand,
  heart: Heart,
  'image-off': ImageOff,
  info: Info,
  mail: Mail,
  'map-pin': MapPin,
  maximize: Maximize2,
  megaphone: Megaphone,
  menu: Menu,
  message: MessageCircle,
  minus: Minus,
  phone: Phone,
  play: Play,
  plus: Plus,
  printer: Printer,
  search: Search,
  share: Share2,
  star: Star,
  tag: Tag,
  transmission: Cog,
  'triangle-alert': TriangleAlert,
  users: Users,
} as const satisfies Record<string, LucideIcon>;

/** An icon name from {@link ICONS}. */
export type IconName = keyof typeof ICONS;

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
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
export function Icon({ name, size = 20, label, className }: IconProps) {
  const Glyph = ICONS[name];
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
