import { cx, Tag } from '@forecourt/ui-kit';
import { CERTIFIED_PRE_OWNED_POINTS, TOYOTA_CERTIFIED_BENEFITS } from '../vdp-tabs.ts';

export interface ToyotaCertifiedBadgeProps {
  className?: string;
}

/**
 * The Toyota certified used badge and its benefits (vehicle-stock §5 rule; site-wide §1,
 * vehicle-stock §9 benefits): shown by the page only when `certifiedPanels().toyotaBadge`.
 */
export function ToyotaCertifiedBadge({ className }: ToyotaCertifiedBadgeProps) {
  return (
    <div className={cx('fc-vdp-certified', className)}>
      <Tag tone="primary" appearance="solid">
        Toyota Certified Used
      </Tag>
      <ul className="fc-vdp-certified__benefits" aria-label="Toyota certified benefits">
        {TOYOTA_CERTIFIED_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </div>
  );
}

export interface CertifiedPreOwnedBoxProps {
  /** The manufacturer's name as shown, e.g. `Toyota`. */
  manufacturer: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The certified pre-owned box for the manufacturer's certified cars (site-wide §1). */
export function CertifiedPreOwnedBox({
  manufacturer,
  headingLevel = 2,
  className,
}: CertifiedPreOwnedBoxProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cx('fc-vdp-certified-box', className)}
      aria-labelledby="certified-pre-owned-heading"
    >
      <Heading id="certified-pre-owned-heading">{manufacturer} Certified Pre-Owned</Heading>
      <ul>
        {CERTIFIED_PRE_OWNED_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

export interface UsedCarChecksProps {
  /** From `usedCarChecks()`; nothing when empty. */
  checks: readonly string[];
  headingLevel?: 2 | 3;
  className?: string;
}

/** The used-car checks of a used car (vehicle-stock §2). */
export function UsedCarChecks({ checks, headingLevel = 2, className }: UsedCarChecksProps) {
  if (checks.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('fc-vdp-checks', className)} aria-labelledby="used-car-checks-heading">
      <Heading id="used-car-checks-heading">Used-car checks</Heading>
      <ul>
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
    </section>
  );
}
