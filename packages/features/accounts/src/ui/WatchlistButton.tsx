import { Button } from '@forecourt/ui-kit';
import type { FormEvent } from 'react';
import { WATCHLIST_SOLD_TEXT } from '../watchlist-store.ts';

export interface WatchlistButtonTranslations {
  save: string;
  saved: string;
  soldNote: string;
  savedNote: string;
}

export const WATCHLIST_BUTTON_TRANSLATIONS: WatchlistButtonTranslations = {
  save: 'Save to My Garage',
  saved: 'Saved to My Garage',
  soldNote: WATCHLIST_SOLD_TEXT,
  savedNote: 'Saved. See it any time in My Garage.',
};

/** The form fields the watchlist route's action reads. */
export const WATCHLIST_FORM_FIELDS = { carId: 'car_id', intent: 'intent', returnTo: 'return' };

export interface WatchlistButtonProps {
  carId: number;
  saved: boolean;
  /** A sold car not already saved cannot be saved (vehicle-stock §4): the button is disabled. */
  sold: boolean;
  /** A save or remove is on its way: disabled, with a spinner. */
  pending?: boolean;
  /** The server's message after a failed save or remove (vehicle-stock §8), shown as an alert. */
  error?: string | null;
  /** Shown politely after a save (e.g. the saved note). */
  status?: string | null;
  /** Where the no-JavaScript form posts (the watchlist route). */
  action: string;
  /** The page to come back to. */
  returnTo: string;
  /** Once hydrated: handles the click instead of the browser posting the form. */
  onToggle?: () => void;
  className?: string;
  translations?: Partial<WatchlistButtonTranslations>;
}

/**
 * The Save to My Garage button (vehicle-stock §4): its text says the state (Save / Saved; a
 * press on Saved removes), inside a plain form
 * that posts to the watchlist route, so it works before hydration and without JavaScript.
 */
export function WatchlistButton({
  carId,
  saved,
  sold,
  pending = false,
  error = null,
  status = null,
  action,
  returnTo,
  onToggle,
  className,
  translations,
}: WatchlistButtonProps) {
  const t = { ...WATCHLIST_BUTTON_TRANSLATIONS, ...translations };
  const blocked = sold && !saved;
  const onSubmit = onToggle
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onToggle();
      }
    : undefined;
  return (
    <form
      method="post"
      action={action}
      className={['watchlist-button', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <input type="hidden" name={WATCHLIST_FORM_FIELDS.carId} value={carId} />
      <input type="hidden" name={WATCHLIST_FORM_FIELDS.intent} value={saved ? 'remove' : 'save'} />
      <input type="hidden" name={WATCHLIST_FORM_FIELDS.returnTo} value={returnTo} />
      <Button
        type="submit"
        variant={saved ? 'secondary' : 'outline'}
        disabled={blocked}
        loading={pending}
        startIcon={<span aria-hidden="true">{saved ? '♥' : '♡'}</span>}
      >
        {saved ? t.saved : t.save}
      </Button>
      {blocked ? <p className="watchlist-button__note">{t.soldNote}</p> : null}
      <p className="watchlist-button__status" role="status">
        {status ?? ''}
      </p>
      {error ? (
        <p className="watchlist-button__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
