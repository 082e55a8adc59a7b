import { formatInteger } from '@forecourt/format';
import { useSite } from '@forecourt/site-shell';
import { cx } from '@forecourt/ui-kit';
import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  LIVE_SEARCH_DEBOUNCE_MS,
  type LiveSearchResult,
  type LiveSuggestion,
  type LiveSuggestions,
  liveSearchRequests,
  liveSuggestions,
  suggestionList,
} from '../live-search.ts';
import { type LiveSearchClient, liveSearchClient } from '../live-search-client.ts';

const KIND_LABELS: Record<LiveSuggestion['kind'], string> = {
  make: 'Make',
  model: 'Model',
  car: 'Car',
  all: '',
};

const EMPTY: LiveSuggestions = { makes: [], models: [], cars: [], all: null };

export interface LiveSearchComboboxProps {
  id: string;
  /** The visible label's id (the box and its listbox are named by it). */
  labelId: string;
  placeholder: string;
  /**
   * The plain box this replaces, read as this first renders (it is still on screen then): what
   * the shopper typed before this loaded, and whether focus was in it.
   */
  readInitial?: () => { value: string; focused: boolean };
  /** The search client (default: the Algolia protocol on the site's own `/search`). */
  client?: LiveSearchClient;
  /** An answer already in hand for the initial value: shown open at once (stories, prefill). */
  initialResult?: LiveSearchResult;
  className?: string;
}

/**
 * The search box once the shopper has focused it (live search): a WAI-ARIA combobox
 * (downshift) whose listbox suggests makes, models and matching cars with photo and price from
 * the first keystroke; arrows move, Enter opens the highlighted suggestion or, with none, submits
 * the form to the results page; Escape closes. Suggestions are fetched after a short pause and a
 * late answer never replaces a newer one.
 */
export function LiveSearchCombobox({
  id,
  labelId,
  placeholder,
  readInitial,
  client,
  initialResult,
  className,
}: LiveSearchComboboxProps) {
  const site = useSite();
  const [{ value: initialValue, focused: autoFocus }] = useState(
    () => readInitial?.() ?? { value: '', focused: false },
  );
  const navigate = useNavigate();
  const [suggestions, setSuggestions] = useState<LiveSuggestions>(() =>
    initialResult ? liveSuggestions(initialResult, initialValue, site, new Date()) : EMPTY,
  );
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const search = useRef<LiveSearchClient>(client ?? liveSearchClient());
  const items = suggestionList(suggestions);

  const ask = (query: string) => {
    window.clearTimeout(timer.current);
    const requests = liveSearchRequests(query);
    const ticket = ++latest.current;
    if (requests.length === 0) {
      setSuggestions(EMPTY);
      setStatus('');
      return;
    }
    timer.current = window.setTimeout(() => {
      search.current(requests).then(
        (result) => {
          if (ticket !== latest.current) return;
          const next = liveSuggestions(result, query, site, new Date());
          setSuggestions(next);
          const count = suggestionList(next).length;
          setStatus(
            count === 0
              ? `No suggestions for ${query.trim()}`
              : `${count} suggestion${count === 1 ? '' : 's'}`,
          );
        },
        (error: unknown) => {
          // The plain search still works: only the suggestions are missing.
          console.warn('Live search failed', error);
          if (ticket === latest.current) setSuggestions(EMPTY);
        },
      );
    }, LIVE_SEARCH_DEBOUNCE_MS);
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } =
    useCombobox<LiveSuggestion>({
      id: `${id}-live`,
      inputId: id,
      labelId,
      items,
      initialInputValue: initialValue,
      initialIsOpen: initialResult !== undefined,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.key,
      // Choosing a suggestion opens it; the box keeps what was typed.
      selectedItem: null,
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick
          ? { ...changes, inputValue: state.inputValue }
          : changes,
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) navigate(selectedItem.href);
      },
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) ask(inputValue);
      },
    });

  // It replaced the plain box the shopper was in: focus follows, caret at the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  // Something typed before the code arrived gets its suggestions now (initialValue is state:
  // it never changes after mount).
  const askLatest = useRef(ask);
  askLatest.current = ask;
  useEffect(() => {
    if (initialValue.trim() && !initialResult) askLatest.current(initialValue);
    return () => window.clearTimeout(timer.current);
  }, [initialValue, initialResult]);

  const open = isOpen && items.length > 0;
  return (
    <div className={cx('fc-live-search', className)}>
      <input
        {...getInputProps({
          ref: inputRef,
          name: 'query',
          type: 'search',
          placeholder,
          autoComplete: 'off',
          enterKeyHint: 'search',
          onKeyDown: (event) => {
            // Nothing highlighted: Enter submits the form to the results page as without JS.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
            }
          },
        })}
      />
      <ul {...getMenuProps({ className: 'fc-live-search__list', hidden: !open })}>
        {open
          ? items.map((item, index) => (
              <li
                key={item.key}
                className={cx(
                  'fc-live-search__option',
                  `fc-live-search__option--${item.kind}`,
                  highlightedIndex === index && 'fc-live-search__option--active',
                )}
                {...getItemProps({ item, index })}
              >
                {item.kind === 'car' ? (
                  <img
                    className="fc-live-search__image"
                    src={item.image ?? undefined}
                    alt=""
                    width={64}
                    height={43}
                    loading="lazy"
                  />
                ) : null}
                <span className="fc-live-search__text">
                  {KIND_LABELS[item.kind] ? (
                    <span className="fc-live-search__kind">{KIND_LABELS[item.kind]}</span>
                  ) : null}
                  <span className="fc-live-search__label">{item.label}</span>
                  {item.kind === 'car' ? (
                    <span className="fc-live-search__price">
                      {item.priceText}
                      {item.priceType ? ` ${item.priceType}` : ''}
                      {item.detail ? ` · ${item.detail}` : ''}
                    </span>
                  ) : item.count !== undefined && item.kind !== 'all' ? (
                    <span className="fc-live-search__count">{formatInteger(item.count)}</span>
                  ) : null}
                </span>
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
