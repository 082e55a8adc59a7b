import { useEffect, useRef } from 'react';
import { Button } from './Button.tsx';
import { cx } from './cx.ts';

/** Props of {@link CardCheck}. */
export interface CardCheckProps {
  /** The heading, e.g. `Confirm your payment`; it takes focus when the check appears. */
  heading: string;
  /** What is being confirmed, e.g. `Your card issuer asks you to confirm the $200 deposit.` */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Hidden fields the form posts with the answer (`intent`, the payment's or hold's id). */
  fields: Readonly<Record<string, string>>;
  /** Which answer is being sent, to show its spinner; both buttons are disabled meanwhile. */
  submitting?: 'yes' | 'no' | null;
  /** The heading's id (for `aria-labelledby`); default `card-check-heading`. */
  headingId?: string;
  className?: string;
}

/**
 * A card check (a 3-D-Secure-like challenge from the card issuer): the shopper confirms or
 * cancels a payment. A plain POST form with two submit buttons named `approved` (`yes` / `no`),
 * so it works before hydration; the heading takes focus on arrival so screen readers announce it.
 */
export function CardCheck({
  heading,
  text,
  confirmLabel,
  cancelLabel,
  fields,
  submitting = null,
  headingId = 'card-check-heading',
  className,
}: CardCheckProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={cx('fc-card-check', className)} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <form method="post" className="fc-card-check__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          name="approved"
          value="yes"
          variant="primary"
          loading={submitting === 'yes'}
          disabled={submitting !== null}
        >
          {confirmLabel}
        </Button>
        <Button
          type="submit"
          name="approved"
          value="no"
          variant="secondary"
          loading={submitting === 'no'}
          disabled={submitting !== null}
        >
          {cancelLabel}
        </Button>
      </form>
    </section>
  );
}
