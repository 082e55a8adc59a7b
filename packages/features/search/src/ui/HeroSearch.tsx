import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import { SEARCH_PATH } from '../results-page.ts';

const loadLiveSearch = () => import('./LiveSearchCombobox.tsx');
const LiveSearchCombobox = lazy(() =>
  loadLiveSearch().then((module) => ({ default: module.LiveSearchCombobox })),
);

export interface HeroSearchProps {
  id?: string;
  label: string;
  placeholder: string;
  button: string;
  /** Suggestions as the shopper types, loaded when the box is first focused (default on). */
  live?: boolean;
  /** Another class on the `<search>` element (the header's compact box). */
  className?: string;
  /** Keeps the label for screen readers only (the header's box, whose placeholder says it). */
  hideLabel?: boolean;
}

/**
 * The stock search box: a plain GET form to the results page, server-rendered and working without
 * JavaScript. Once hydrated, focusing the box loads the live search: the box becomes a
 * combobox suggesting makes, models and cars as the shopper types. The plain box stays on screen
 * (a transition) until that code has arrived, and whatever was typed carries over.
 */
export function HeroSearch({
  id = 'hero-query',
  label,
  placeholder,
  button,
  live = true,
  className,
  hideLabel = false,
}: HeroSearchProps) {
  const [liveOn, setLiveOn] = useState(false);
  const plain = useRef<HTMLInputElement | null>(null);
  const start = () => {
    if (!live || liveOn) return;
    startTransition(() => setLiveOn(true));
  };
  return (
    <search className={className ? `hero__search ${className}` : 'hero__search'}>
      <form method="get" action={SEARCH_PATH}>
        <label
          id={`${id}-label`}
          htmlFor={id}
          className={hideLabel ? 'visually-hidden' : undefined}
        >
          {label}
        </label>
        <div className="hero__search-row">
          <Suspense fallback={null}>
            {liveOn ? (
              <LiveSearchCombobox
                id={id}
                labelId={`${id}-label`}
                placeholder={placeholder}
                readInitial={() => ({
                  value: plain.current?.value ?? '',
                  focused: plain.current !== null && document.activeElement === plain.current,
                })}
              />
            ) : (
              <input
                ref={plain}
                id={id}
                name="query"
                type="search"
                placeholder={placeholder}
                autoComplete="off"
                onFocus={start}
                onPointerEnter={live ? () => void loadLiveSearch() : undefined}
              />
            )}
          </Suspense>
          <button type="submit">{button}</button>
        </div>
      </form>
    </search>
  );
}
