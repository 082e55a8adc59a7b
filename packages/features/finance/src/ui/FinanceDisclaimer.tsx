import { cx } from '@forecourt/ui-kit';
import { useId, useState } from 'react';
import type { FinanceDisclaimerView } from '../finance-view.ts';

export interface FinanceDisclaimerClassNames {
  root: string;
  text: string;
  toggle: string;
}

export interface FinanceDisclaimerTranslations {
  showMore: string;
  showLess: string;
}

export const FINANCE_DISCLAIMER_TRANSLATIONS: FinanceDisclaimerTranslations = {
  showMore: 'Read more',
  showLess: 'Read less',
};

export interface FinanceDisclaimerProps {
  /** From `financeView(...).view.disclaimer`. */
  disclaimer: FinanceDisclaimerView;
  /** Start with the full text (default: the short one). */
  defaultExpanded?: boolean;
  className?: string;
  classNames?: Partial<FinanceDisclaimerClassNames>;
  translations?: Partial<FinanceDisclaimerTranslations>;
}

/**
 * The lender's finance disclaimer (vehicle-stock §9 "finance disclaimer 197 characters";
 * site-wide §4 "toggles between short and full"): the short text with a button that shows the
 * full one and back (`aria-expanded`). A disclaimer that fits shows whole, with no button.
 */
export function FinanceDisclaimer({
  disclaimer,
  defaultExpanded = false,
  className,
  classNames,
  translations,
}: FinanceDisclaimerProps) {
  const t = { ...FINANCE_DISCLAIMER_TRANSLATIONS, ...translations };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const textId = useId();
  const full = expanded || !disclaimer.truncated;
  return (
    <div className={cx('fc-finance-disclaimer', className, classNames?.root)}>
      <p id={textId} className={cx('fc-finance-disclaimer__text', classNames?.text)}>
        {full ? disclaimer.full : disclaimer.short}
      </p>
      {disclaimer.truncated ? (
        <button
          type="button"
          className={cx('fc-finance-disclaimer__toggle', classNames?.toggle)}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t.showLess : t.showMore}
        </button>
      ) : null}
    </div>
  );
}
