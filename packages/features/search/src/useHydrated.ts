import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after (and on every later client mount): what
 * works without JavaScript (a submit button, filters in the page flow) gives way to what needs
 * it (submit on change, the filters drawer) only once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
