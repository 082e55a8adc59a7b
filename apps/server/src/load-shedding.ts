import { availableParallelism } from 'node:os';
import { escapeHtml } from '@forecourt/format';

/**
 * Load shedding (capacity): a process renders at most `maxInFlight` site pages (and
 * answers as many network `/api` calls) at once; up to `maxQueue` more wait, each for at most
 * `maxWaitMs`, in arrival order. Anything beyond is refused at once with 503 and `Retry-After`,
 * so a burst costs the shoppers it cannot serve a quick "busy, try again" instead of making
 * every shopper wait until all time out. What costs no render is never held back: cached pages,
 * static files, media, images and search.
 *
 * A render holds its slot until its body has been sent (React streams the page while it renders),
 * or until `maxHoldMs` at most, so a client that stops reading cannot keep a slot for ever.
 */

/** Why a request was refused: the gate and its queue were full, or its wait ran out. */
export class ShedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('The server is busy.');
    this.name = 'ShedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RenderGateOptions {
  /** Renders in flight at once; 0 turns shedding off. */
  maxInFlight: number;
  /** Requests waiting for a slot beyond those; more are refused at once. */
  maxQueue: number;
  /** The longest a request waits for a slot before it is refused. */
  maxWaitMs: number;
  /** Retry-After of a refusal, in seconds. */
  retryAfterSeconds?: number;
  /** The longest a response may hold its slot while its body is sent. */
  maxHoldMs?: number;
}

/** The defaults from the CPU count: renders are CPU work with some waiting on the database. */
export function defaultRenderGate(cpus = availableParallelism()): RenderGateOptions {
  const maxInFlight = Math.max(4, cpus * 4);
  return { maxInFlight, maxQueue: maxInFlight * 8, maxWaitMs: 10_000, retryAfterSeconds: 5 };
}

type Release = () => void;

export class RenderGate {
  readonly options: Required<RenderGateOptions>;
  #inFlight = 0;
  readonly #queue: { grant: (release: Release) => void; timer: NodeJS.Timeout }[] = [];
  /** Requests refused since start (for logs and the benchmark). */
  shed = 0;

  constructor(options: RenderGateOptions) {
    this.options = { retryAfterSeconds: 5, maxHoldMs: 60_000, ...options };
  }

  get enabled(): boolean {
    return this.options.maxInFlight > 0;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /** A slot, now or after waiting in the queue; throws {@link ShedError} when there is none. */
  acquire(): Promise<Release> {
    if (!this.enabled) return Promise.resolve(() => {});
    if (this.#inFlight < this.options.maxInFlight) {
      this.#inFlight += 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#queue.length >= this.options.maxQueue) return Promise.reject(this.#refuse());
    return new Promise<Release>((resolve, reject) => {
      const waiter = {
        grant: (release: Release) => {
          clearTimeout(waiter.timer);
          resolve(release);
        },
        timer: setTimeout(() => {
          const index = this.#queue.indexOf(waiter);
          if (index >= 0) this.#queue.splice(index, 1);
          reject(this.#refuse());
        }, this.options.maxWaitMs),
      };
      this.#queue.push(waiter);
    });
  }

  #refuse(): ShedError {
    this.shed += 1;
    return new ShedError(this.options.retryAfterSeconds);
  }

  #releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      // The slot passes straight to the next waiter; otherwise it is free.
      if (next) next.grant(this.#releaser());
      else this.#inFlight -= 1;
    };
  }

  /**
   * Runs `work` in a slot; the slot is held until the response's body has been sent (or
   * cancelled, or failed), at most `maxHoldMs`. Throws {@link ShedError} when refused.
   */
  async run(work: () => Promise<Response>): Promise<Response> {
    const release = await this.acquire();
    let response: Response;
    try {
      await yieldToIo();
      response = await work();
    } catch (error) {
      release();
      throw error;
    }
    return releaseWhenSent(response, release, this.options.maxHoldMs);
  }
}

/**
 * Lets the event loop take in the requests that arrived meanwhile. A render on the embedded
 * database and search engine can run from start to end in promise callbacks alone, never
 * handing back to the event loop: without this, requests would reach the gate one at a time,
 * after the render before them, and a burst would wait in the socket backlog instead of being
 * queued or refused here.
 */
function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The response with `release` called once its body has been read to the end, cancelled or failed. */
export function releaseWhenSent(response: Response, release: Release, maxHoldMs: number): Response {
  if (!response.body) {
    release();
    return response;
  }
  const timer = setTimeout(release, maxHoldMs);
  timer.unref?.();
  const done = () => {
    clearTimeout(timer);
    release();
  };
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          done();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** The message a refused request gets, in the page and in the JSON error. */
export const BUSY_MESSAGE =
  'We are very busy right now. Please try again in a few seconds — nothing you sent was received.';

/**
 * The page a refused page request gets: small, self-contained (its one style carries the CSP
 * nonce), accessible (a heading, the reason, how long to wait and a link to try again).
 */
export function busyPage({
  nonce,
  retryAfterSeconds,
  siteName,
  retryHref,
  posted,
}: {
  nonce: string;
  retryAfterSeconds: number;
  siteName: string | null;
  /** Where "Try again" leads: the page asked for (a GET), else the site's home. */
  retryHref: string;
  /** A form was posted: say plainly that it was not sent. */
  posted: boolean;
}): string {
  const title = siteName ? `${siteName} is very busy` : 'Very busy';
  const reason = posted
    ? 'Your form was <strong>not</strong> sent: we could not take it just now. Please go back and send it again in a few seconds.'
    : 'This page could not be shown just now because a lot of people are visiting.';
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — please try again</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
a{color:#0a4ea3}a:focus-visible{outline:3px solid #0a4ea3;outline-offset:2px}</style>
</head><body><main>
<h1>Sorry, we are very busy</h1>
<p>${reason}</p>
<p>Please try again in ${retryAfterSeconds} seconds.</p>
<p><a href="${escapeHtml(retryHref)}">Try again</a></p>
</main></body></html>`;
}
