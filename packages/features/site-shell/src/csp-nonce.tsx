import { createContext as createReactContext, type ReactNode, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The header the platform's site hosting puts this response's Content-Security-Policy nonce in
 * (`script-src 'self' 'nonce-…'`, no `'unsafe-inline'`). The platform replaces any
 * value a client sent.
 */
export const CSP_NONCE_HEADER = 'x-forecourt-csp-nonce';

/** The header the platform names the shopper's IP in, for per-client rate limits. */
export const CLIENT_IP_HEADER = 'x-forecourt-client-ip';

/**
 * What a site build's server entry tells the platform: its documents stamp the nonce on every
 * inline script and style, so the strict policy can be sent (apps re-export it as
 * `usesCspNonce`).
 */
export const USES_CSP_NONCE = true;

/** The request's CSP nonce in loaders and the document request (null outside the platform). */
export const cspNonceContext = createContext<string | null>(null);

const NonceContext = createReactContext<string | undefined>(undefined);

/** Gives the document the response's nonce while it renders on the server. */
export function NonceProvider({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The nonce for an inline `<script>` or `<style>`: set during the server render; undefined in
 * the browser, where the elements are already in the page (browsers hide the attribute's value
 * from scripts anyway).
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
