// The copy-link toast's code (Radix toast: portal, dismissable layer, swipe) loads when a
// shopper first copies the link; ShareRow imports this module lazily (site-wide §2 Toast).
export { Toaster } from '@forecourt/ui-kit';
