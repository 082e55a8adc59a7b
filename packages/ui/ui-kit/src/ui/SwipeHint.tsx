import { Hand } from '../icons.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

export interface SwipeHintClassNames {
  root: string;
  icon: string;
  text: string;
}

export interface SwipeHintTranslations {
  /** Default `Swipe`. */
  text: string;
}

export interface SwipeHintProps {
  className?: string;
  classNames?: Partial<SwipeHintClassNames>;
  translations?: Partial<SwipeHintTranslations>;
}

/**
 * A small "Swipe" hint under a carousel. The caller decides when it shows (site-wide §2: on the
 * Our Locations carousel when there are 3 or fewer cards on large screens). The hand is
 * decorative and stops moving under `prefers-reduced-motion`.
 */
export function SwipeHint({ className, classNames, translations }: SwipeHintProps) {
  const t: SwipeHintTranslations = { text: 'Swipe', ...translations };
  return (
    <p className={cx('fc-swipe-hint', className, classNames?.root)}>
      <Icon icon={Hand} size={18} className={cx('fc-swipe-hint__icon', classNames?.icon)} />
      <span className={cx('fc-swipe-hint__text', classNames?.text)}>{t.text}</span>
    </p>
  );
}
