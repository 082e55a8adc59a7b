import { cx, Skeleton } from '@forecourt/ui-kit';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { SIMILAR_VEHICLES_LAZY_MARGIN_PX } from '../similar-vehicles.ts';
import { useNearViewport } from './useNearViewport.ts';

export interface ToolSectionProps {
  heading: string;
  /** The collapsed section's toggle, e.g. `Estimate delivery to your postcode`. */
  summary: string;
  /** Starts fetching the tool's code; called when the section comes within 500 px of view. */
  preload?: () => void;
  /** The tool, rendered once the section is opened (a lazy component is fine). */
  children: ReactNode;
  defaultOpen?: boolean;
  id?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A calculator's place on the vehicle page (vehicle-stock §2 Calculators): a heading and a
 * collapsed section, rendered on the server. Its interactive code is fetched when the section
 * scrolls near (vehicle-stock §9, 500 px) and rendered when the shopper opens it.
 */
export function ToolSection({
  heading,
  summary,
  preload,
  children,
  defaultOpen = false,
  id,
  headingLevel = 2,
  className,
}: ToolSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useNearViewport(ref, preload, { margin: SIMILAR_VEHICLES_LAZY_MARGIN_PX, active: true });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section ref={ref} id={id} aria-labelledby={headingId} className={cx('fc-vdp-tool', className)}>
      <Heading id={headingId} className="fc-vdp-tool__heading">
        {heading}
      </Heading>
      <details
        className="fc-vdp-tool__details"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="fc-vdp-tool__summary">{summary}</summary>
        {open ? (
          <div className="fc-vdp-tool__body">
            <Suspense fallback={<Skeleton shape="rect" height={160} />}>{children}</Suspense>
          </div>
        ) : null}
      </details>
    </section>
  );
}
