/** Only one toast shows at a time (site-wide §9 "Toast limit 1"). */
export const TOAST_LIMIT = 1;

/**
 * Toasts stay until dismissed or replaced unless given a duration (site-wide §4 "removed after a
 * very long delay"). The copy-link toast passes about 3 s.
 */
export const TOAST_DEFAULT_DURATION_MS = Number.POSITIVE_INFINITY;
