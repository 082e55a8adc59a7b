import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Who is asking, worked out once per request by {@link clientInfoOf}. */
    forecourtClient: ClientInfo;
  }
}

/** The facts about a request's client that security decisions rest on. */
export interface ClientInfo {
  /** The client's IP: the socket's peer, or the address the trusted proxy saw. */
  ip: string;
  /** Whether the client reached us over HTTPS (directly, or at the trusted proxy). */
  https: boolean;
}

/**
 * How many reverse proxies in front of the server to believe (FORECOURT_TRUST_PROXY). With 0 (the
 * default) `X-Forwarded-For` and `X-Forwarded-Proto` are ignored: anyone can send them. With N,
 * the N-th address from the right of `X-Forwarded-For` is the client (each trusted proxy appends
 * the peer it saw) and `X-Forwarded-Proto` at the same position tells whether it used HTTPS.
 */
export type TrustProxy = number;

/** Reads FORECOURT_TRUST_PROXY: unset, `0` or `false` → 0; `true` → 1; a whole number of hops. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `FORECOURT_TRUST_PROXY must be true, false or a number of proxy hops (0-10), got "${value}"`,
    );
  }
  return hops;
}

/**
 * The IP of a request answered in process on behalf of no known client (a site loader's
 * platform fetch that did not pass on {@link CLIENT_IP_HEADER}): per-client limits skip it.
 */
export const IN_PROCESS_CLIENT = 'in-process';

/**
 * On a request answered in process (never one from the network), the shopper's IP that the
 * caller is acting for: site hosting sets it on the request it gives a site's handler, and the
 * site passes it on when its loaders and actions call the platform API in process.
 */
export const CLIENT_IP_HEADER = 'x-forecourt-client-ip';

/** The env the platform server gives `app.fetch` for in-process requests (see platformFetch). */
export interface InProcessBindings {
  forecourtInProcess: true;
}

type NodeBindings = {
  incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } };
};

function socketOf(c: Context): { remoteAddress?: string; encrypted?: boolean } | undefined {
  // @hono/node-server puts the Node request on env.incoming (env.server when nested).
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return env?.incoming?.socket ?? env?.server?.incoming?.socket;
}

function fromRight(header: string | undefined, hops: number): string | undefined {
  const parts = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  return parts[Math.max(0, parts.length - hops)];
}

/**
 * The request's client, computed once and kept on the context: the socket's address and
 * scheme, or, behind `trustProxy` trusted proxies, what `X-Forwarded-For`/`-Proto` say.
 * Requests answered in process (`app.request`, a site loader's platform fetch) have no socket:
 * their IP is `unknown` and their scheme the URL's.
 */
export function clientInfoOf(c: Context, trustProxy: TrustProxy = 0): ClientInfo {
  const known = c.get('forecourtClient');
  if (known) return known;
  const socket = socketOf(c);
  const inProcess = (c.env as Partial<InProcessBindings> | undefined)?.forecourtInProcess === true;
  let ip = inProcess
    ? c.req.header(CLIENT_IP_HEADER)?.trim() || IN_PROCESS_CLIENT
    : (socket?.remoteAddress ?? 'unknown');
  let https = socket?.encrypted === true || new URL(c.req.url).protocol === 'https:';
  if (trustProxy > 0 && !inProcess) {
    ip = fromRight(c.req.header('x-forwarded-for'), trustProxy) ?? ip;
    const proto = fromRight(c.req.header('x-forwarded-proto'), trustProxy)?.toLowerCase();
    if (proto) https = proto === 'https';
  }
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; count them as one.
  if (ip.startsWith('::ffff:')) ip = ip.slice('::ffff:'.length);
  const info = { ip, https };
  c.set('forecourtClient', info);
  return info;
}
