import { formatInteger } from '@forecourt/format';
import { Button, cx, interpolate } from '@forecourt/ui-kit';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../useHydrated.ts';

const Drawer = lazy(() =>
  import('../filters-drawer-layer.ts').then((module) => ({ default: module.Drawer })),
);
/** Starts fetching the drawer's code, e.g. when a pointer or focus nears the Filters button. */
const preloadDrawer = () => void import('../filters-drawer-layer.ts');

export interface FiltersDrawerClassNames {
  button: string;
  drawer: string;
}

export interface FiltersDrawerTranslations {
  /** The button's text without applied filters, and the drawer's title. */
  filters: string;
  /** The button's text with applied filters; `{count}` is replaced. */
  filtersCount: string;
  /** The drawer's close button under the filters; `{count}` is replaced. */
  showResults: string;
}

export const FILTERS_DRAWER_TRANSLATIONS: FiltersDrawerTranslations = {
  filters: 'Filters',
  filtersCount: 'Filters ({count})',
  showResults: 'Show {count} results',
};

export interface FiltersDrawerProps {
  /** How many refinements apply (the button says `Filters (2)`). */
  appliedCount: number;
  /** The results count, for the drawer's Show button. */
  resultsCount: number;
  /** Where the filters sit in the page flow, for the link shown before hydration. */
  filtersId: string;
  /** The drawer's content: the same GET form as in the page, and the chips. */
  children: ReactNode;
  className?: string;
  classNames?: Partial<FiltersDrawerClassNames>;
  translations?: Partial<FiltersDrawerTranslations>;
}

/**
 * The phone's Filters button (vehicle-stock §2): once hydrated a button that opens a drawer
 * (the kit's Drawer) holding the filters; before that (and without JavaScript) a link to the
 * filters in the page flow. The drawer's code is fetched when the button is neared or first
 * pressed, not with the page. Filters apply on change, so the drawer's button only closes it.
 */
export function FiltersDrawer({
  appliedCount,
  resultsCount,
  filtersId,
  children,
  className,
  classNames,
  translations,
}: FiltersDrawerProps) {
  const t = { ...FILTERS_DRAWER_TRANSLATIONS, ...translations };
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The drawer (and its code) is mounted from the first open on.
  const [opened, setOpened] = useState(false);
  // Closing returns focus to the Filters button (a click does not focus a button everywhere).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const label = appliedCount > 0 ? interpolate(t.filtersCount, { count: appliedCount }) : t.filters;
  const buttonClass = cx('fc-filters-drawer__button', className, classNames?.button);
  if (!hydrated) {
    return (
      <a
        className={cx('fc-button fc-button--outline fc-button--md', buttonClass)}
        href={`#${filtersId}`}
      >
        {label}
      </a>
    );
  }
  const button = (
    <Button
      ref={buttonRef}
      variant="outline"
      className={buttonClass}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button}
      {opened ? (
        <Suspense fallback={null}>
          <Drawer
            title={t.filters}
            side="left"
            open={open}
            onOpenChange={setOpen}
            className={cx('fc-filters-drawer', classNames?.drawer)}
            footer={
              <Button fullWidth onClick={() => setOpen(false)}>
                {interpolate(t.showResults, { count: formatInteger(resultsCount) })}
              </Button>
            }
          >
            {children}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
