import type { Queryable } from '@forecourt/db';
import { normalisePhone, watchlistBodySchema } from '@forecourt/lead-payloads';
import { isInStock } from '@forecourt/stock-eligibility';
import type { Context } from 'hono';
import { z } from 'zod';
import { findCarById, selectCars } from '../cars.ts';
import type { ApiContext, ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import type { Router } from '../router.ts';
import { requireUser, type SessionUser } from '../sessions.ts';
import type { SiteRecord } from '../site-directory.ts';
import { siteStockCondition } from '../site-stock.ts';

/** Every failure text of the watchlist routes (vehicle-stock §4, §6, §8). */
export const WATCHLIST_MESSAGES = {
  signInRequired: 'Sign in required.',
  phoneRequired: 'Add a mobile number to your account to use the watchlist.',
  foreignPhone: 'That mobile number is not the one you are signed in with.',
  carNotFound: 'We could not find that car.',
  soldCar: "This car has been sold, so it can't be added to your watchlist.",
} as const;

/**
 * A watchlist failure: the app answers it as `{ success: false, error, message, fields? }`, since
 * the site reads the success flag and alerts the message (vehicle-stock §7, §8).
 */
export class WatchlistError extends ApiError {
  override toJSON(): {
    success: false;
    error: string;
    message: string;
    fields?: Record<string, string>;
  } {
    return {
      success: false,
      error: this.message,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/**
 * Body of save-car / remove-car: the shared {@link watchlistBodySchema} with phone_number optional
 * (the session says who it is); blank or null counts as not given.
 */
export const watchlistChangeBodySchema = z.object({
  phone_number: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    watchlistBodySchema.shape.phone_number.optional(),
  ),
  car_id: watchlistBodySchema.shape.car_id,
});

/** The signed-in user allowed to use the server watchlist: one with a phone number (§6). */
async function watchlistUser(
  c: Context,
  deps: ApiDeps,
  phoneNumber: string | undefined,
): Promise<SessionUser & { phone: string }> {
  let user: SessionUser;
  try {
    user = await requireUser(c, deps);
  } catch {
    throw new WatchlistError(401, WATCHLIST_MESSAGES.signInRequired);
  }
  const ownPhone = user.phone === null ? null : normalisePhone(user.phone);
  if (ownPhone === null) throw new WatchlistError(403, WATCHLIST_MESSAGES.phoneRequired);
  if (phoneNumber !== undefined && normalisePhone(phoneNumber) !== ownPhone) {
    throw new WatchlistError(403, WATCHLIST_MESSAGES.foreignPhone);
  }
  return { ...user, phone: ownPhone };
}

/**
 * The user's saved car ids, newest first; with a site, only the cars that site shows (its
 * dealerships' stock without its excluded stock numbers: `siteStockCondition`, vehicle-stock §6).
 */
async function watchlistIds(
  db: Queryable,
  userId: number,
  site: SiteRecord | null = null,
): Promise<number[]> {
  const scope = site ? siteStockCondition(site, 2) : null;
  const rows = await db.query<{ car_id: number }>(
    `SELECT w.car_id FROM watchlist w JOIN cars c ON c.id = w.car_id
     WHERE w.user_id = $1${scope ? ` AND ${scope.where}` : ''}
     ORDER BY w.created_at DESC, w.car_id DESC`,
    [userId, ...(scope ? scope.params : [])],
  );
  return rows.map((row) => row.car_id);
}

function asWatchlistError(error: unknown): never {
  if (error instanceof ApiError && !(error instanceof WatchlistError)) {
    throw new WatchlistError(error.status, error.message);
  }
  throw error;
}

const CHANGE_RESPONSES = {
  401: 'Not signed in: `{ success: false, error, message }`',
  403: 'The user has no mobile number, or phone_number is not the signed-in user’s',
  404: 'Unknown car',
};

/** The signed-in shopper's watchlist (vehicle-stock §4, §6, §7). */
export function registerWatchlistRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  /** Counts a watchlist write against the client's and the Host's site's limits (429 as `{ success: false, … }`). */
  const limitWrite = async (c: Context) => {
    const site = await sites.forHost(new URL(c.req.url).host);
    await rateLimits.enforce(c, 'watchlist', site?.slug).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 429) {
        throw new WatchlistError(
          429,
          error.message,
          error.headers ? { headers: error.headers } : {},
        );
      }
      throw error;
    });
  };

  router.add({
    method: 'POST',
    path: '/api/watchlist/save-car',
    tag: 'watchlist',
    summary:
      "Saves a car to the signed-in user's watchlist (idempotent); a sold car only if already saved (vehicle-stock §4)",
    security: 'session',
    body: watchlistChangeBodySchema,
    responses: {
      ...CHANGE_RESPONSES,
      409: 'The car is sold and not already in the watchlist',
      429: 'Too many watchlist changes from this client or for this site; see Retry-After',
    },
    handler: async ({ c, body }) => {
      await limitWrite(c);
      const user = await watchlistUser(c, deps, body.phone_number);
      const car = await findCarById(deps.db, body.car_id);
      if (!car) throw new WatchlistError(404, WATCHLIST_MESSAGES.carNotFound);
      const saved = await deps.db.transaction(async (tx) => {
        const [existing] = await tx.query(
          'SELECT 1 AS saved FROM watchlist WHERE user_id = $1 AND car_id = $2',
          [user.id, car.id],
        );
        if (!existing && !isInStock(car)) return false;
        await tx.query(
          `INSERT INTO watchlist (user_id, car_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, car_id) DO NOTHING`,
          [user.id, car.id, deps.now()],
        );
        return true;
      });
      if (!saved) throw new WatchlistError(409, WATCHLIST_MESSAGES.soldCar);
      const ids = await watchlistIds(deps.db, user.id);
      return c.json({ success: true, watchlist: ids.map((id) => ({ id })) });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/watchlist/remove-car',
    tag: 'watchlist',
    summary: "Removes a car from the signed-in user's watchlist (idempotent)",
    security: 'session',
    body: watchlistChangeBodySchema,
    responses: {
      ...CHANGE_RESPONSES,
      429: 'Too many watchlist changes from this client or for this site; see Retry-After',
    },
    handler: async ({ c, body }) => {
      await limitWrite(c);
      const user = await watchlistUser(c, deps, body.phone_number);
      const car = await findCarById(deps.db, body.car_id);
      if (!car) throw new WatchlistError(404, WATCHLIST_MESSAGES.carNotFound);
      await deps.db.query('DELETE FROM watchlist WHERE user_id = $1 AND car_id = $2', [
        user.id,
        car.id,
      ]);
      const ids = await watchlistIds(deps.db, user.id);
      return c.json({ success: true, watchlist: ids.map((id) => ({ id })) });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/watchlist',
    tag: 'watchlist',
    summary:
      "The signed-in user's watchlist, newest first: ids and the API cars (only one site's cars with ?site=slug)",
    security: 'session',
    query: z.object({
      site: z.string({ error: 'site must be a site slug.' }).trim().min(1).optional(),
    }),
    responses: {
      401: 'Not signed in: `{ success: false, error, message }`',
      403: 'The user has no mobile number',
      404: 'Unknown site',
    },
    handler: async ({ c, query }) => {
      const user = await watchlistUser(c, deps, undefined);
      const site = query.site ? await sites.get(query.site).catch(asWatchlistError) : null;
      const ids = await watchlistIds(deps.db, user.id, site);
      const byId = new Map(
        (ids.length ? await selectCars(deps.db, 'c.id = ANY($1::int[])', [ids]) : []).map((car) => [
          car.id,
          car,
        ]),
      );
      return c.json({
        success: true,
        watchlist: ids.map((id) => ({ id })),
        cars: ids.flatMap((id) => byId.get(id) ?? []),
      });
    },
  });
}
