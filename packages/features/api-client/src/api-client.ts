import {
  LEAD_SUBMISSION_FAILED_MESSAGE,
  type LeadAttributes,
  type RegoLookupAnswer,
  type TradeInCatalogueMake,
  type TradeInValuationAnswer,
  withLeadAttribution,
  type YouxQuoteRequest,
} from '@forecourt/lead-payloads';
import { ApiClientError } from './api-client-error.ts';
import type {
  AnalyticsEvent,
  Appointments,
  Autogauge,
  Car,
  CheckoutConfig,
  DeliveryQuote,
  DeliveryQuoteRequest,
  FinanceDisclaimer,
  GeocodeResult,
  LeadReceipt,
  LeadSubmission,
  MyLeads,
  Offer,
  OnlinePayment,
  OnlinePaymentRequest,
  OrderDraft,
  OrderOwner,
  Reservation,
  ReserveRequest,
  SignInDestination,
  SiteLocations,
  SiteOffers,
  SiteReviews,
  SiteStock,
  SiteStockChanges,
  SiteSummary,
  Spin,
  SpinPromotion,
  User,
  VerifyCodeRequest,
  ViewCount,
  ViewCountQuery,
  Watchlist,
  WatchlistChange,
  WatchlistState,
  YouxQuote,
} from './types.ts';

/** The `fetch` the client calls; the global one by default. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /**
   * The platform's origin, e.g. `https://www.acme.com.au` (the API is under `/api` on every site
   * host). Empty: relative URLs, for a browser on the site itself.
   */
  baseUrl: string;
  /** Defaults to the global `fetch`. Servers may pass one that answers in process. */
  fetch?: Fetch;
  /** Headers sent with every call, e.g. the shopper's `cookie` when rendering on the server. */
  headers?: Readonly<Record<string, string>>;
  /** Makes the Idempotency-Key of a lead submission; `crypto.randomUUID()` by default. */
  idempotencyKey?: () => string;
  /**
   * This visit's pages and campaign parameters (vehicle-stock §3 lead_attributes), added to
   * every lead and trade-in valuation that carries none; servers read them from the
   * shopper's attribution cookie (`readLeadAttribution`).
   */
  leadAttributes?: LeadAttributes;
}

/** Options of one lead submission. */
export interface SubmitLeadOptions {
  /**
   * The submission's key. Leave it out and the client makes one per call; pass the same key
   * again when the shopper retries the very same submission.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Statuses after which a lead is sent once more with the same Idempotency-Key. */
const RETRIED_LEAD_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Please check your connection.';

type Query = { readonly [name: string]: string | number | boolean | undefined };

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

const encode = encodeURIComponent;

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function errorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

function errorFields(body: unknown): Record<string, string> | undefined {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * A typed client for the platform API (`/api/*`, see `/api/docs`). Every method resolves to the
 * parsed answer or throws an {@link ApiClientError} carrying the status, the server's `error`
 * text and its field messages, except where the spec says a failure gives nothing
 * (`viewCount`, `me`).
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const newKey = options.idempotencyKey ?? (() => globalThis.crypto.randomUUID());

  const url = (path: string, query?: Query) => `${base}${path}${queryString(query)}`;
  const attributed = <T extends Record<string, unknown>>(body: T): T =>
    options.leadAttributes ? withLeadAttribution(body, options.leadAttributes) : body;

  async function call(path: string, init: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...init.headers,
    };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url(path, init.query), {
        method: init.method ?? 'GET',
        headers,
        credentials: 'same-origin',
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (cause) {
      throw new ApiClientError(NETWORK_ERROR_MESSAGE, { status: 0, cause });
    }
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    if (/\bjson\b/i.test(response.headers.get('content-type') ?? '') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, ok: response.ok, body };
  }

  /** Calls and returns the body of a 2xx answer; anything else throws. */
  async function get<T>(path: string, init: CallOptions = {}): Promise<T> {
    const answer = await call(path, init);
    if (!answer.ok) {
      throw new ApiClientError(errorText(answer.body) ?? `The server answered ${answer.status}.`, {
        status: answer.status,
        fields: errorFields(answer.body),
        body: answer.body,
      });
    }
    return answer.body as T;
  }

  const post = <T>(path: string, json: unknown, init: CallOptions = {}) =>
    get<T>(path, { ...init, method: 'POST', json });

  return {
    /** The public list of dealer sites. */
    async sites(): Promise<SiteSummary[]> {
      return (await get<{ sites: SiteSummary[] }>('/api/sites')).sites;
    },

    /** A site's stock: in stock, coming soon, and sold within the site's sold window. */
    siteStock(site: string, init: { signal?: AbortSignal } = {}): Promise<SiteStock> {
      return get<SiteStock>(`/api/sites/${encode(site)}/stock.json`, init);
    },

    /**
     * A site's stock unless it is still the version `etag` names (the feed's ETag, sent as
     * If-None-Match): `null` when unchanged, else the feed and its ETag.
     */
    async siteStockIfChanged(
      site: string,
      etag: string | undefined,
    ): Promise<{ stock: SiteStock; etag: string | null; version: string | null } | null> {
      let response: Response;
      try {
        response = await doFetch(url(`/api/sites/${encode(site)}/stock.json`), {
          method: 'GET',
          headers: {
            accept: 'application/json',
            ...options.headers,
            ...(etag ? { 'if-none-match': etag } : {}),
          },
          credentials: 'same-origin',
        });
      } catch (cause) {
        throw new ApiClientError(NETWORK_ERROR_MESSAGE, { status: 0, cause });
      }
      if (response.status === 304 && etag) return null;
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        throw new ApiClientError(errorText(body) ?? `The server answered ${response.status}.`, {
          status: response.status,
          fields: errorFields(body),
          body,
        });
      }
      return {
        stock: body as SiteStock,
        etag: response.headers.get('etag'),
        version: response.headers.get('x-stock-version'),
      };
    },

    /**
     * The cars of a site's stock feed changed since a stock version (a feed's `version`): the
     * changed cars as the feed shows them and the ids of those gone from it, or `reset: true`
     * when the version is unknown to the platform and the whole feed must be reloaded.
     */
    siteStockChanges(site: string, since: string): Promise<SiteStockChanges> {
      return get<SiteStockChanges>(
        `/api/sites/${encode(site)}/stock-changes.json?since=${encodeURIComponent(since)}`,
      );
    },

    /**
     * A site's current offers (between start and expiry, not excluded from the site), soonest
     * ending first (site-wide §2 /special-offers, §3 Offer).
     */
    async offers(site: string, init: { signal?: AbortSignal } = {}): Promise<Offer[]> {
      return (await get<SiteOffers>(`/api/sites/${encode(site)}/offers`, init)).offers;
    },

    /**
     * A site's reviews and their aggregate (site-wide §3 Review); the display gate is the site's
     * (site-config `visibleReviews`).
     */
    reviews(site: string, init: { signal?: AbortSignal } = {}): Promise<SiteReviews> {
      return get<SiteReviews>(`/api/sites/${encode(site)}/reviews`, init);
    },

    /**
     * The live part of a site's locations: holiday hours and review aggregates as the database
     * holds them now (site-wide §2 location cards, §3 Special hours).
     */
    locations(site: string, init: { signal?: AbortSignal } = {}): Promise<SiteLocations> {
      return get<SiteLocations>(`/api/sites/${encode(site)}/locations`, init);
    },

    /** One of a site's current offers; another site's, an expired or an excluded one is a 404. */
    async offer(site: string, id: number | string): Promise<Offer> {
      const path = `/api/sites/${encode(site)}/offers/${encode(String(id))}`;
      return (await get<{ offer: Offer }>(path)).offer;
    },

    /** One car by slug; with `site`, a car that site does not show is a 404. */
    async car(slug: string, query: { site?: string } = {}): Promise<Car> {
      return (await get<{ car: Car }>(`/api/cars/${encode(slug)}`, { query })).car;
    },

    /** Counts a view of the vehicle page; `null` when the call fails (vehicle-stock §7, §8). */
    async viewCount(slug: string, query: ViewCountQuery = {}): Promise<ViewCount | null> {
      try {
        const answer = await call(`/api/cars/${encode(slug)}/view.json`, { query: { ...query } });
        return answer.ok ? (answer.body as ViewCount) : null;
      } catch {
        return null;
      }
    },

    /** The car's price comparison; a 404 `No data returned` when it has no market data. */
    autogauge(slug: string): Promise<Autogauge> {
      return get<Autogauge>(`/api/cars/${encode(slug)}/autogauge`);
    },

    /** A lender's finance disclaimer for a car id, or `null` when it has none. */
    async financeDisclaimer(
      carId: number,
      query: { provider?: string } = {},
    ): Promise<FinanceDisclaimer | null> {
      const path = `/api/cars/${encode(String(carId))}/finance-disclaimer`;
      return (await get<{ disclaimer: FinanceDisclaimer | null }>(path, { query })).disclaimer;
    },

    /** Ids of similar vehicles, at most 6 (vehicle-stock §7, §9). */
    async relatedIds(slug: string, query: { site?: string } = {}): Promise<number[]> {
      return (await get<{ ids: number[] }>(`/api/cars/${encode(slug)}/related`, { query })).ids;
    },

    /** Test drive slots at a location; `from` is `YYYY-MM-DD`, `days` 1 to 31. */
    appointments(
      locationId: number,
      query: { from?: string; days?: number } = {},
    ): Promise<Appointments> {
      return get<Appointments>(`/api/locations/${encode(String(locationId))}/appointments`, {
        query,
      });
    },

    /** Where the printable vehicle page downloads from, as `{slug}.pdf` (no request is made). */
    printPdfUrl(slug: string, query: { site?: string } = {}): string {
      return url(`/api/cars/${encode(slug)}/print.pdf`, query);
    },

    /** A 4-digit postcode's place; 404 `Invalid postcode` when there is none (site-wide §8). */
    geocode(postcode: string): Promise<GeocodeResult> {
      return get<GeocodeResult>('/api/geocode', { query: { postcode } });
    },

    /** The delivery price of a car to a postcode (vehicle-stock §5). */
    deliveryQuote(request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
      return post<DeliveryQuote>('/api/delivery/quote', request);
    },

    /** A finance quote (site-wide §7); build the body with `buildYouxQuoteRequest(car)`. */
    youxQuote(request: YouxQuoteRequest): Promise<YouxQuote> {
      return post<YouxQuote>('/api/youx/quote', request);
    },

    /**
     * Submits a lead (`POST /api/leads`) with an Idempotency-Key made for this submission, and
     * sends it once more with the same key when no answer arrived or a gateway failed, so a
     * retry never stores a second lead. Throws an {@link ApiClientError} whose message is the
     * server's `error`, or `An unexpected error occured.` (vehicle-stock §8) when it gave none.
     */
    async submitLead(lead: LeadSubmission, init: SubmitLeadOptions = {}): Promise<LeadReceipt> {
      const key = init.idempotencyKey ?? newKey();
      const send = async (): Promise<Answer & { cause?: unknown }> => {
        try {
          return await call('/api/leads', {
            method: 'POST',
            json: attributed(lead as unknown as Record<string, unknown>),
            headers: { 'idempotency-key': key },
            signal: init.signal,
          });
        } catch (error) {
          return { status: 0, ok: false, body: null, cause: (error as ApiClientError).cause };
        }
      };
      let answer = await send();
      if (RETRIED_LEAD_STATUSES.has(answer.status) && !init.signal?.aborted) answer = await send();
      const receipt = answer.body as Partial<LeadReceipt> | null;
      if (answer.ok && typeof receipt?.lead_id === 'string') return { lead_id: receipt.lead_id };
      throw new ApiClientError(errorText(answer.body) ?? LEAD_SUBMISSION_FAILED_MESSAGE, {
        status: answer.status,
        fields: errorFields(answer.body),
        body: answer.body,
        cause: answer.cause,
      });
    },

    /** One-time code sign-in and the session (an httpOnly cookie). */
    auth: {
      /** Sends a 6-digit code by SMS or email. */
      requestCode(destination: SignInDestination): Promise<{ sent: true }> {
        return post('/api/auth/request-code', destination);
      },
      /** Checks the code and starts the session. */
      async verifyCode(request: VerifyCodeRequest): Promise<User> {
        return (await post<{ user: User }>('/api/auth/verify-code', request)).user;
      },
      /** The signed-in shopper, or `null` when not signed in. */
      async me(): Promise<User | null> {
        const answer = await call('/api/auth/me');
        if (answer.status === 401) return null;
        if (!answer.ok) {
          throw new ApiClientError(
            errorText(answer.body) ?? `The server answered ${answer.status}.`,
            {
              status: answer.status,
              body: answer.body,
            },
          );
        }
        return (answer.body as { user: User }).user;
      },
      /** Ends the session; answers the same when not signed in. */
      async signOut(): Promise<void> {
        await post('/api/auth/sign-out', {});
      },
    },

    /** The signed-in shopper's watchlist (vehicle-stock §4, §7). */
    watchlist: {
      save(change: WatchlistChange): Promise<WatchlistState> {
        return post('/api/watchlist/save-car', change);
      },
      remove(change: WatchlistChange): Promise<WatchlistState> {
        return post('/api/watchlist/remove-car', change);
      },
      /** Newest first; only that site's cars with `site`. */
      list(query: { site?: string } = {}): Promise<Watchlist> {
        return get<Watchlist>('/api/watchlist', { query });
      },
    },

    /** The signed-in shopper's own data for My Garage. */
    me: {
      /** Records that the shopper opened this car. */
      async viewed(carId: number): Promise<void> {
        await post('/api/me/recently-viewed', { car_id: carId });
      },
      /** The cars the shopper opened at this site, most recent first, live. */
      async recentlyViewed(query: { site: string; limit?: number }): Promise<Car[]> {
        return (await get<{ cars: Car[] }>('/api/me/recently-viewed', { query })).cars;
      },
      /** The shopper's own enquiries at this site, newest first. */
      leads(query: { site: string; limit?: number; offset?: number }): Promise<MyLeads> {
        return get<MyLeads>('/api/me/leads', { query });
      },
    },

    /** Privacy (APP 11–13): an address that wants no more emails from a site. */
    privacy: {
      unsubscribe(request: {
        site: string;
        email: string;
      }): Promise<{ unsubscribed: true; message: string }> {
        return post('/api/unsubscribe', request);
      },
    },

    /**
     * Reserve online. `reserve` throws an {@link ApiClientError}: 402 when the
     * card is declined (its body carries the failed reservation), 409 when the car is taken.
     */
    checkout: {
      config(site: string): Promise<CheckoutConfig> {
        return get<CheckoutConfig>('/api/checkout/config', { query: { site } });
      },
      /** Pays the deposit; the same `idempotencyKey` again answers the same reservation. */
      async reserve(request: ReserveRequest, idempotencyKey: string): Promise<Reservation> {
        return (
          await post<{ reservation: Reservation }>('/api/checkout/reservations', request, {
            headers: { 'idempotency-key': idempotencyKey },
          })
        ).reservation;
      },
      async reservation(id: string): Promise<Reservation> {
        return (await get<{ reservation: Reservation }>(`/api/checkout/reservations/${encode(id)}`))
          .reservation;
      },
      /** The shopper's answer to the card check. */
      async answerChallenge(id: string, approved: boolean): Promise<Reservation> {
        return (
          await post<{ reservation: Reservation }>(
            `/api/checkout/reservations/${encode(id)}/challenge`,
            { approved },
          )
        ).reservation;
      },
    },

    /** Buy online: the journey saved step by step, and its completion. */
    orders: {
      async draft(owner: OrderOwner): Promise<OrderDraft> {
        const query: Query = { site: owner.site, car_id: owner.car_id, anon: owner.anon };
        return (await get<{ order: OrderDraft }>('/api/orders/draft', { query })).order;
      },
      /** Saves one step; throws an {@link ApiClientError} with field messages on a 400. */
      async saveStep(
        owner: OrderOwner,
        step: 'contact' | 'trade_in' | 'payment' | 'delivery' | 'summary',
        values: Record<string, unknown>,
      ): Promise<OrderDraft> {
        return (
          await get<{ order: OrderDraft }>(`/api/orders/draft/${encode(step)}`, {
            method: 'PUT',
            json: { ...owner, values },
          })
        ).order;
      },
      /** Completes the order once the deposit holds the car: one Online Purchase lead. */
      async complete(owner: OrderOwner, reservationId: string): Promise<OrderDraft> {
        return (
          await post<{ order: OrderDraft }>('/api/orders/complete', {
            ...owner,
            reservation_id: reservationId,
          })
        ).order;
      },
    },

    /**
     * Online payment (site-wide §2 /online-payment; always signed in). `pay` throws an
     * {@link ApiClientError}: 402 when the card is declined (its body carries the failed payment),
     * 400 with field messages.
     */
    onlinePayments: {
      /** The same `idempotencyKey` again answers the same payment. */
      async pay(request: OnlinePaymentRequest, idempotencyKey: string): Promise<OnlinePayment> {
        return (
          await post<{ payment: OnlinePayment }>('/api/online-payments', request, {
            headers: { 'idempotency-key': idempotencyKey },
          })
        ).payment;
      },
      async get(id: string): Promise<OnlinePayment> {
        return (await get<{ payment: OnlinePayment }>(`/api/online-payments/${encode(id)}`))
          .payment;
      },
      async answerChallenge(id: string, approved: boolean): Promise<OnlinePayment> {
        return (
          await post<{ payment: OnlinePayment }>(`/api/online-payments/${encode(id)}/challenge`, {
            approved,
          })
        ).payment;
      },
    },

    /** Spin-to-win (site-wide §2 /spin-to-win): the promotion, a spin, a spin's result. */
    promotions: {
      spinToWin(site: string): Promise<{ promotion: SpinPromotion; spin: Spin | null }> {
        return get('/api/promotions/spin-to-win', { query: { site } });
      },
      /** Throws 409 when this person already spun, 410 when the promotion has ended. */
      spin(request: {
        site: string;
        promotion_id: string;
        name?: string;
        email?: string;
        phone?: string;
      }): Promise<{ spin: Spin; already?: boolean }> {
        return post('/api/promotions/spin-to-win/spins', request);
      },
      async spinById(id: string): Promise<Spin> {
        return (await get<{ spin: Spin }>(`/api/promotions/spin-to-win/spins/${encode(id)}`)).spin;
      },
    },

    /**
     * The trade-in (site-wide §9, vehicle-stock §7): rego lookup, the valuation (which stores
     * the Trade-In lead) and offer acceptance on that lead.
     */
    tradeIn: {
      /** The makes and models a trade-in is chosen from. */
      async catalogue(): Promise<TradeInCatalogueMake[]> {
        return (await get<{ makes: TradeInCatalogueMake[] }>('/api/trade-in/catalogue')).makes;
      },
      regoLookup(request: {
        site: string;
        rego: string;
        regoState: string;
      }): Promise<RegoLookupAnswer> {
        return post('/api/trade-in/rego-lookup', request);
      },
      /** Sent with an Idempotency-Key, so a resubmitted form stores one lead. */
      valuation(
        request: Record<string, unknown> & { site: string },
        init: { idempotencyKey?: string } = {},
      ): Promise<TradeInValuationAnswer> {
        return post('/api/trade-in/valuation', attributed(request), {
          headers: { 'idempotency-key': init.idempotencyKey ?? newKey() },
        });
      },
      acceptOffer(request: {
        site: string;
        lead_id: string;
      }): Promise<{ lead_id: string; form_completed: true; offer_accepted: true }> {
        return post('/api/trade-in/accept-offer', {
          ...request,
          form_completed: true,
          offer_accepted: true,
        });
      },
    },

    /** `POST /api/miscellaneous` (vehicle-stock §7): e.g. a valuation with column_name valuation. */
    async miscellaneous(
      request: Record<string, unknown> & { site: string; column_name: string },
    ): Promise<void> {
      await post('/api/miscellaneous', request);
    },

    /** Analytics events (vehicle-stock §7, site-wide §7). */
    analytics: {
      async track(event: AnalyticsEvent): Promise<void> {
        await post('/api/analytics/events', event);
      },
    },
  };
}

/** The client {@link createApiClient} makes. */
export type ApiClient = ReturnType<typeof createApiClient>;
