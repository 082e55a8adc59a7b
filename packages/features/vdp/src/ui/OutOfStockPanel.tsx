import { Button, cx } from '@forecourt/ui-kit';
import type { ReactElement } from 'react';
import {
  FIND_ME_SOMETHING_SIMILAR_LABEL,
  SOLD_MESSAGE,
  SOMETHING_SIMILAR_PROMPT,
} from '../availability.ts';

export interface OutOfStockPanelClassNames {
  root: string;
  message: string;
  prompt: string;
  button: string;
}

export interface OutOfStockPanelTranslations {
  soldMessage: string;
  prompt: string;
  findSimilar: string;
}

export const OUT_OF_STOCK_TRANSLATIONS: OutOfStockPanelTranslations = {
  soldMessage: SOLD_MESSAGE,
  prompt: SOMETHING_SIMILAR_PROMPT,
  findSimilar: FIND_ME_SOMETHING_SIMILAR_LABEL,
};

export interface OutOfStockPanelProps {
  /** Opens the enquiry prefilled for something similar (vehicle-stock §4). */
  onFindSimilar?: () => void;
  /** Replaces the button, e.g. a link to the enquiry form when scripts are off. */
  action?: ReactElement;
  className?: string;
  classNames?: Partial<OutOfStockPanelClassNames>;
  translations?: Partial<OutOfStockPanelTranslations>;
}

/**
 * What a sold car shows instead of the price block and enquiry buttons: the SOLD message,
 * "Like this and want something similar?" and Find Me Something Similar (vehicle-stock §4).
 */
export function OutOfStockPanel({
  onFindSimilar,
  action,
  className,
  classNames,
  translations,
}: OutOfStockPanelProps) {
  const t = { ...OUT_OF_STOCK_TRANSLATIONS, ...translations };
  return (
    <section aria-label={t.findSimilar} className={cx('fc-vdp-sold', className, classNames?.root)}>
      <p role="status" className={cx('fc-vdp-sold__message', classNames?.message)}>
        {t.soldMessage}
      </p>
      <p className={cx('fc-vdp-sold__prompt', classNames?.prompt)}>{t.prompt}</p>
      {action ?? (
        <Button variant="primary" className={classNames?.button} onClick={onFindSimilar}>
          {t.findSimilar}
        </Button>
      )}
    </section>
  );
}
