import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A body's gzip size at level 9, measured here so the figure is the same whether or not the
 * server compresses (and whatever level it uses).
 */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Whether a host name is a loopback name the platform server answers (`localhost`, `*.localhost`). */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * GETs a URL, uncompressed unless another Accept-Encoding is given (the body is then as sent). `http://<site>.localhost:<port>` URLs go to 127.0.0.1 with the Host
 * header set, as Chromium's resolver rule sends them (Node's DNS may not resolve `*.localhost`).
 */
export async function httpGet(
  url: string,
  acceptEncoding = 'identity',
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  const target = new URL(url);
  if (target.protocol === 'http:' && isLocalHost(target.hostname)) {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: target.port || 80,
          path: `${target.pathname}${target.search}`,
          headers: { ...extraHeaders, host: target.host, 'accept-encoding': acceptEncoding },
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
      req.on('error', reject);
      req.end();
    });
  }
  const response = await fetch(url, {
    headers: { ...extraHeaders, 'accept-encoding': acceptEncoding },
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
