import { createContext } from 'react-router';

/** Answers a platform API request (a `Request` for `<origin>/api/...`) without the network. */
export type PlatformFetch = (request: Request) => Promise<Response>;

/** The in-process platform fetch, when the platform server hosts this build (else `null`). */
export const platformFetchContext = createContext<PlatformFetch | null>(null);
