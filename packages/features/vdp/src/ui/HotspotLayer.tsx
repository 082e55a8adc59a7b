import { cx } from '@forecourt/ui-kit';
import { type CSSProperties, useId, useState } from 'react';
import { type Hotspot, hotspotsOnFrame } from '../vehicle-media.ts';

export interface HotspotLayerProps {
  hotspots: readonly Hotspot[];
  /** The frame shown: only hotspots with a position on it appear. */
  frame: number;
  className?: string;
}

/**
 * Hotspots over a spin frame or the interior picture (vehicle-stock §2: hotspots with
 * descriptions): a numbered button at each hotspot's place on this frame that shows its
 * description; one open at a time, Escape closes it.
 */
export function HotspotLayer({ hotspots, frame, className }: HotspotLayerProps) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const shown = hotspotsOnFrame(hotspots, frame);
  if (shown.length === 0) return null;
  return (
    <ul className={cx('fc-vdp-hotspots', className)} aria-label="Highlights">
      {shown.map((hotspot, index) => {
        const descriptionId = `${baseId}-${hotspot.id}`;
        const expanded = open === hotspot.id;
        return (
          <li
            key={hotspot.id}
            className="fc-vdp-hotspots__item"
            // Placed by transform (container units), so turning the spin moves hotspots without a
            // layout shift (CLS).
            style={{ '--fc-hotspot-x': hotspot.x, '--fc-hotspot-y': hotspot.y } as CSSProperties}
          >
            <button
              type="button"
              className="fc-vdp-hotspots__button"
              aria-expanded={expanded}
              aria-controls={descriptionId}
              // The visible number leads the name (WCAG 2.5.3 label in name).
              aria-label={`${index + 1}: ${hotspot.description}`}
              onClick={() => setOpen(expanded ? null : hotspot.id)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && expanded) {
                  event.stopPropagation();
                  setOpen(null);
                }
              }}
            >
              {index + 1}
            </button>
            <p id={descriptionId} className="fc-vdp-hotspots__description" hidden={!expanded}>
              {hotspot.description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
