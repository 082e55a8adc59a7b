import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { cspNonceContext, NonceProvider } from './csp-nonce.tsx';
import { deferHydration } from './deferred-hydration.ts';

/** Rendering longer than this is cut off (the stream is aborted). */
export const STREAM_TIMEOUT_MS = 5_000;

/**
 * Server rendering of a page (every app's `entry.server` default export): the whole page before
 * the first byte (crawlers and share previews need the full HTML), with its hydration started
 * after paint (`deferHydration`). Web streams, so it runs on Node and on edge runtimes.
 */
export async function handleDocumentRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  // This response's CSP nonce goes on every inline script React Router and React write.
  const nonce = loadContext?.get(cspNonceContext) ?? undefined;
  const body = await renderToReadableStream(
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      ...(nonce ? { nonce } : {}),
      // The whole page in one piece: a Suspense boundary larger than React's progressive chunk
      // (~12.8 KB) would otherwise be written after the shell and swapped in by a script, and a
      // lazy section hydrated later (vdp) would lose its server HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(STREAM_TIMEOUT_MS + 1000),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  // The whole page is rendered already: its module downloads wait until it has painted.
  const html = deferHydration(await new Response(body).text());
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: responseHeaders });
}
