// The fullscreen viewer's code (Radix dialog, focus trap, scroll lock) loads on first use: the
// gallery imports this module lazily, so the vehicle page's first load does not carry it.
export { Lightbox } from '@forecourt/ui-kit';
