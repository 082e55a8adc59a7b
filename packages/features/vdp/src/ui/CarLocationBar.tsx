import { AnnouncementBar } from '@forecourt/ui-kit';
import { MapPin } from '@forecourt/ui-kit/icons';
import { carLocationBarDismissCookie } from '../vehicle-actions.ts';

export interface CarLocationBarProps {
  /** `This vehicle is located at ...` from `carLocationAnnouncement()`. */
  text: string;
  /** Where the location section is (vehicle-stock §2 #vehicle-map). */
  href?: string;
  /** Remembers the dismissal; a cookie by default, so the server leaves the bar out next time. */
  onDismiss?: () => void;
}

/**
 * The car-location announcement bar (vehicle-stock §2, §4 "A car-location announcement bar can be
 * dismissed"): says where the car is and links to its map; dismissing it is remembered.
 */
export function CarLocationBar({
  text,
  href = '#vehicle-map',
  onDismiss = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie read by the loader
    document.cookie = carLocationBarDismissCookie();
  },
}: CarLocationBarProps) {
  return (
    <AnnouncementBar
      icon={MapPin}
      tone="neutral"
      onDismiss={onDismiss}
      translations={{ label: 'Vehicle location', dismiss: 'Dismiss vehicle location notice' }}
    >
      {text} <a href={href}>See on the map</a>
    </AnnouncementBar>
  );
}
