import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@forecourt/db';
import {
  emailSchema,
  lastNameSchema,
  nameSchema,
  normalisePhone,
  postcodeSchema,
  SIGN_IN_MESSAGES,
} from '@forecourt/lead-payloads';
import type { Context } from 'hono';
import { z } from 'zod';
import { type CodeDestination, isInspectableCodeSender } from '../code-sender.ts';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import type { Router } from '../router.ts';
import {
  createSession,
  currentUser,
  endSession,
  requireUser,
  revokeSession,
  type SessionUser,
  setSessionCookie,
  USER_COLUMNS,
} from '../sessions.ts';

/** A sign-in code is valid for 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong tries allowed per code; the fifth wrong try burns it. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Codes one destination may request, counted from `one_time_codes` (durable and shared by every
 * server process): 3 per 10 minutes and 10 per day.
 */
export const CODE_REQUEST_LIMITS = [
  { windowMs: 10 * 60 * 1000, limit: 3 },
  { windowMs: 24 * 60 * 60 * 1000, limit: 10 },
] as const;

/** Every text the sign-in routes answer, so forms and tests quote the same strings. */
export const AUTH_MESSAGES = {
  destinationRequired: SIGN_IN_MESSAGES.destinationRequired,
  destinationBoth: 'Please enter either a mobile number or an email address, not both.',
  mobileInvalid: SIGN_IN_MESSAGES.mobileInvalid,
  emailInvalid: SIGN_IN_MESSAGES.emailInvalid,
  codeFormat: SIGN_IN_MESSAGES.codeFormat,
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'That code has expired or was already used. Please ask for a new one.',
  codeBurnt: 'Too many wrong tries. Please ask for a new code.',
  sendFailed: 'We could not send your sign-in code. Please try again in a moment.',
  signInUnavailable: 'Sign-in is not available at the moment. Please try again later.',
  smsUnavailable:
    'Sign-in by mobile number is not available at the moment. Please use your email address.',
  emailUnavailable:
    'Sign-in by email is not available at the moment. Please use your mobile number.',
  tooManyFromClient: 'Too many sign-in attempts. Please wait a minute and try again.',
  phoneTaken: 'That mobile number is already used by another account. Sign in with it instead.',
  emailTaken: 'That email address is already used by another account. Sign in with it instead.',
  emailNeedsCode:
    'To add or change your email address, confirm it with a sign-in code sent to it (verify-code with link: true).',
  devSenderCannotTell: 'The configured code sender does not keep codes.',
  devNoCode: 'No sign-in code has been sent to that destination.',
  devDestinationInvalid: 'Please give a mobile number or an email address.',
} as const;

const EMAIL_MAX_LENGTH = 254;

/** `+61412345678` for an Australian mobile (04/05 ranges) in any usual form, else null. */
export function toE164Mobile(input: string): string | null {
  const national = normalisePhone(input);
  return national && /^0[45]\d{8}$/.test(national) ? `+61${national.slice(1)}` : null;
}

// Blank text counts as "not given", so a form may send both fields and fill one.
const phoneField = z
  .string({ error: AUTH_MESSAGES.mobileInvalid })
  .trim()
  .refine((value) => value === '' || toE164Mobile(value) !== null, {
    error: AUTH_MESSAGES.mobileInvalid,
  })
  .overwrite((value) => (value === '' ? value : (toE164Mobile(value) ?? value)))
  .optional();

const emailField = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid })
  .refine((value) => value === '' || emailSchema.safeParse(value).success, {
    error: AUTH_MESSAGES.emailInvalid,
  })
  .overwrite((value) => value.toLowerCase())
  .optional();

interface DestinationInput {
  phone?: string | undefined;
  email?: string | undefined;
}

function checkOneDestination(value: DestinationInput, ctx: z.RefinementCtx): void {
  const hasPhone = Boolean(value.phone);
  const hasEmail = Boolean(value.email);
  if (!hasPhone && !hasEmail) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: AUTH_MESSAGES.destinationRequired });
  } else if (hasPhone && hasEmail) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_MESSAGES.destinationBoth });
  }
}

/** Body of `POST /api/auth/request-code`: an Australian mobile number or an email address. */
export const requestCodeBodySchema = z
  .object({ phone: phoneField, email: emailField })
  .superRefine(checkOneDestination);

/** Body of `POST /api/auth/verify-code`. */
export const verifyCodeBodySchema = z
  .object({
    phone: phoneField,
    email: emailField,
    code: z
      .string({ error: AUTH_MESSAGES.codeFormat })
      .overwrite((value) => value.replace(/\s/g, ''))
      .regex(/^\d{6}$/, { error: AUTH_MESSAGES.codeFormat }),
    /**
     * When true and signed in, the verified phone or email is added to the signed-in account
     * (how an email-only user adds a mobile number for the watchlist) instead of signing in.
     */
    link: z.boolean({ error: 'link must be true or false.' }).optional(),
  })
  .superRefine(checkOneDestination);

/** Body of `PATCH /api/auth/me` (site-wide §3 User); every field optional. */
export const profileBodySchema = z.object({
  name: nameSchema.optional(),
  last_name: lastNameSchema.optional(),
  email: emailSchema.optional(),
  postcode: postcodeSchema.optional(),
});

/** A verified-to-be destination: where the code goes and which `users` column it identifies. */
interface Destination extends CodeDestination {
  column: 'phone' | 'email';
  /** The `users` value: national phone (`0412345678`) or lower-case email. */
  value: string;
  /** Words for messages. */
  label: 'mobile number' | 'email address';
}

function destinationOf(input: DestinationInput): Destination {
  if (input.phone) {
    return {
      channel: 'sms',
      to: input.phone,
      column: 'phone',
      value: `0${input.phone.slice(3)}`,
      label: 'mobile number',
    };
  }
  const email = input.email ?? '';
  return { channel: 'email', to: email, column: 'email', value: email, label: 'email address' };
}

/** Reads a `?to=` value (mobile in any usual form, or email) into the form senders are given. */
function normaliseDestinationText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return toE164Mobile(trimmed);
}

// The destination is part of the hash, so equal codes for different people hash differently.
// A 6-digit code's hash is still quick to reverse by brute force: the hash only keeps codes out
// of casual view (logs, backups read later), and each code lives 10 minutes at most.
function hashCode(destination: string, code: string): string {
  return createHash('sha256').update(`${destination}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function waitText(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/**
 * Seconds until `destination` may request another code, or null when it may now: for each window,
 * when the limit-th newest code in it leaves the window.
 */
async function codeRequestWait(
  tx: Queryable,
  destination: string,
  now: Date,
): Promise<number | null> {
  let wait: number | null = null;
  for (const { windowMs, limit } of CODE_REQUEST_LIMITS) {
    const [blocking] = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM one_time_codes WHERE destination = $1 AND created_at > $2
       ORDER BY created_at DESC OFFSET $3 LIMIT 1`,
      [destination, new Date(now.getTime() - windowMs), limit - 1],
    );
    if (blocking) {
      const seconds = (blocking.created_at.getTime() + windowMs - now.getTime()) / 1000;
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

async function findOrCreateUser(
  tx: Queryable,
  destination: Destination,
  now: Date,
): Promise<SessionUser> {
  const column = destination.column;
  await tx.query(
    `INSERT INTO users (${column}, created_at) VALUES ($1, $2) ON CONFLICT (${column}) DO NOTHING`,
    [destination.value, now],
  );
  const [user] = await tx.query<SessionUser>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.${column} = $1`,
    [destination.value],
  );
  if (!user) throw new Error(`users row for ${column} vanished`);
  return user;
}

type VerifyOutcome =
  | { ok: true; user: SessionUser; token: string | null }
  | { ok: false; status: 400 | 409; message: string };

/** Sign-in with one-time codes to a mobile or email, and cookie sessions (platform-server issue). */
export function registerAuthRoutes(router: Router, { deps, sites, rateLimits }: ApiContext): void {
  // Per client IP and per site (the Host's), in the shared rate-limit store (rate-limits.ts):
  // code requests and code attempts are counted apart.
  const limitClient = async (c: Context, bucket: 'signInCode' | 'signInAttempt') => {
    const site = await sites.forHost(new URL(c.req.url).host);
    await rateLimits.enforce(c, bucket, site?.slug);
    return site;
  };
  // A channel no sender delivers on (a production start without an SMS gateway or SMTP server)
  // is refused before a code is made, saying so, rather than a code nobody receives.
  const refuseUnavailable = (channel: 'sms' | 'email') => {
    const canSend = (on: 'sms' | 'email') => deps.codeSender.canSend?.(on) ?? true;
    if (canSend(channel)) return;
    const other = channel === 'sms' ? 'email' : 'sms';
    throw new ApiError(
      503,
      canSend(other)
        ? AUTH_MESSAGES[channel === 'sms' ? 'smsUnavailable' : 'emailUnavailable']
        : AUTH_MESSAGES.signInUnavailable,
    );
  };

  router.add({
    method: 'POST',
    path: '/api/auth/request-code',
    tag: 'auth',
    summary:
      'Sends a 6-digit sign-in code by SMS (Australian mobile) or email; answers the same whether or not an account exists',
    body: requestCodeBodySchema,
    responses: {
      202: 'Code sent: `{ sent: true }`',
      429: 'Too many codes for this destination (3 per 10 minutes, 10 per day) or too many code requests from this client (10 a minute) or for this site; see Retry-After',
      503: 'Sign-in is not available on this channel (no SMS or email sender configured), or the code could not be sent',
    },
    handler: async ({ c, body }) => {
      const site = await limitClient(c, 'signInCode');
      const destination = destinationOf(body);
      refuseUnavailable(destination.channel);
      const now = deps.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Seconds to wait (too many codes), or the stored code's row.
      const stored = await deps.db.transaction(async (tx): Promise<number | { id?: number }> => {
        // Serialises requests for one destination across processes, so the count is exact.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `one_time_codes:${destination.to}`,
        ]);
        const seconds = await codeRequestWait(tx, destination.to, now);
        if (seconds !== null) return seconds;
        // Rows older than the longest window no longer count; a new code retires older ones.
        await tx.query('DELETE FROM one_time_codes WHERE destination = $1 AND created_at <= $2', [
          destination.to,
          new Date(now.getTime() - CODE_REQUEST_LIMITS[1].windowMs),
        ]);
        await tx.query(
          `UPDATE one_time_codes SET consumed_at = $2
           WHERE destination = $1 AND consumed_at IS NULL`,
          [destination.to, now],
        );
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO one_time_codes (destination, code_hash, expires_at, created_at)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [
            destination.to,
            hashCode(destination.to, code),
            new Date(now.getTime() + CODE_TTL_MS),
            now,
          ],
        );
        return { id: row?.id };
      });
      if (typeof stored === 'number') {
        throw tooManyRequests(
          `Too many sign-in codes have been requested for this ${destination.label}. Please try again in ${waitText(stored)}.`,
          stored,
        );
      }
      try {
        await deps.codeSender.send(
          { channel: destination.channel, to: destination.to, site: site?.name },
          code,
        );
      } catch (error) {
        // The log says why (never the destination: logs carry no phone or email); the shopper
        // is told to try again, and the undelivered code does not count against their limit.
        deps.logger.error(
          { err: error, channel: destination.channel, site: site?.slug },
          'sign-in code not sent',
        );
        if (stored.id !== undefined) {
          await deps.db
            .query('DELETE FROM one_time_codes WHERE id = $1', [stored.id])
            .catch((cleanup: unknown) =>
              deps.logger.warn({ err: cleanup }, 'undelivered sign-in code not removed'),
            );
        }
        throw new ApiError(503, AUTH_MESSAGES.sendFailed);
      }
      return c.json({ sent: true }, 202);
    },
  });

  router.add({
    method: 'POST',
    path: '/api/auth/verify-code',
    tag: 'auth',
    summary:
      'Checks a sign-in code and starts a 30-day session (httpOnly cookie forecourt_session); with link: true adds the phone or email to the signed-in account',
    body: verifyCodeBodySchema,
    responses: {
      400: 'Invalid input, or a wrong, expired or burnt code: `{ error, fields: { code } }`',
      401: 'link: true without a session',
      409: 'link: true and the phone or email belongs to another account',
      429: 'Too many code attempts from this client (20 a minute) or for this site; see Retry-After',
    },
    handler: async ({ c, body }) => {
      await limitClient(c, 'signInAttempt');
      const destination = destinationOf(body);
      const linkTo = body.link ? await currentUser(c, deps) : null;
      if (body.link && !linkTo) throw unauthorized('Sign in required.');
      const now = deps.now();
      const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
        const [row] = await tx.query<{ id: number; code_hash: string; attempts: number }>(
          `SELECT id, code_hash, attempts FROM one_time_codes
           WHERE destination = $1 AND consumed_at IS NULL AND expires_at > $2
           ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [destination.to, now],
        );
        if (!row || row.attempts >= MAX_CODE_ATTEMPTS) {
          return { ok: false, status: 400, message: AUTH_MESSAGES.codeExpired };
        }
        if (!sameHash(row.code_hash, hashCode(destination.to, body.code))) {
          const attempts = row.attempts + 1;
          const burnt = attempts >= MAX_CODE_ATTEMPTS;
          await tx.query(
            'UPDATE one_time_codes SET attempts = $2, consumed_at = $3 WHERE id = $1',
            [row.id, attempts, burnt ? now : null],
          );
          return {
            ok: false,
            status: 400,
            message: burnt ? AUTH_MESSAGES.codeBurnt : AUTH_MESSAGES.codeWrong,
          };
        }
        if (linkTo) {
          const [owner] = await tx.query<{ id: number }>(
            `SELECT id FROM users WHERE ${destination.column} = $1`,
            [destination.value],
          );
          if (owner && owner.id !== linkTo.id) {
            // The code stays usable: the shopper may sign in with it instead.
            return {
              ok: false,
              status: 409,
              message:
                destination.column === 'phone'
                  ? AUTH_MESSAGES.phoneTaken
                  : AUTH_MESSAGES.emailTaken,
            };
          }
        }
        await tx.query('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
        if (linkTo) {
          const [user] = await tx.query<SessionUser>(
            `UPDATE users u SET ${destination.column} = $2 WHERE u.id = $1 RETURNING ${USER_COLUMNS}`,
            [linkTo.id, destination.value],
          );
          return { ok: true, user: user ?? linkTo, token: null };
        }
        const user = await findOrCreateUser(tx, destination, now);
        const { token } = await createSession(tx, now, user.id);
        return { ok: true, user, token };
      });
      if (!outcome.ok) {
        if (outcome.status === 409) throw new ApiError(409, outcome.message);
        throw badRequest(outcome.message, { code: outcome.message });
      }
      if (outcome.token) {
        // Signing in as someone else ends the session this browser had.
        await revokeSession(c, deps);
        setSessionCookie(c, outcome.token);
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ user: outcome.user });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/auth/me',
    tag: 'auth',
    summary: 'The signed-in user: id, phone, email, name, last_name, postcode',
    security: 'session',
    responses: { 401: 'Not signed in: `{ error }`' },
    handler: async ({ c }) => {
      const user = await requireUser(c, deps);
      c.header('Cache-Control', 'no-store');
      return c.json({ user });
    },
  });

  router.add({
    method: 'PATCH',
    path: '/api/auth/me',
    tag: 'auth',
    summary:
      "Updates the signed-in user's profile: name, last_name, postcode (email changes need a code: verify-code with link: true)",
    security: 'session',
    body: profileBodySchema,
    responses: { 401: 'Not signed in: `{ error }`' },
    handler: async ({ c, body }) => {
      const user = await requireUser(c, deps);
      if (body.email !== undefined && body.email.toLowerCase() !== user.email) {
        throw badRequest(AUTH_MESSAGES.emailNeedsCode, { email: AUTH_MESSAGES.emailNeedsCode });
      }
      const changes = Object.entries({
        name: body.name,
        last_name: body.last_name,
        postcode: body.postcode,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined);
      if (changes.length === 0) return c.json({ user });
      const [updated] = await deps.db.query<SessionUser>(
        `UPDATE users u SET ${changes.map(([column], index) => `${column} = $${index + 2}`).join(', ')}
         WHERE u.id = $1 RETURNING ${USER_COLUMNS}`,
        [user.id, ...changes.map(([, value]) => value)],
      );
      return c.json({ user: updated ?? user });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/auth/sign-out',
    tag: 'auth',
    summary:
      'Ends the session (deletes it and clears the cookie); answers the same when not signed in',
    handler: async ({ c }) => {
      await endSession(c, deps);
      return c.json({ signed_out: true });
    },
  });

  if (deps.development) {
    router.add({
      method: 'GET',
      path: '/api/dev/sign-in-codes/latest',
      tag: 'development',
      summary:
        'Development only, admin key only: the last sign-in code sent to a mobile or email (needs a code sender with latest(to), e.g. LogCodeSender); absent in production',
      security: 'admin',
      // Checked in the handler, after the admin key: a caller without it learns nothing, not even
      // which inputs are valid.
      query: z.object({ to: z.string().optional() }),
      responses: {
        400: 'No or unreadable `to`',
        401: 'No admin key',
        403: 'Wrong admin key',
        404: 'No code remembered, or the sender does not keep codes',
      },
      handler: ({ c, query }) => {
        requireAdmin(c, deps.adminKey);
        const to = normaliseDestinationText(query.to ?? '');
        if (!to) {
          throw badRequest(AUTH_MESSAGES.devDestinationInvalid, {
            to: AUTH_MESSAGES.devDestinationInvalid,
          });
        }
        if (!isInspectableCodeSender(deps.codeSender)) {
          throw notFound(AUTH_MESSAGES.devSenderCannotTell);
        }
        const code = deps.codeSender.latest(to);
        if (code === undefined) throw notFound(AUTH_MESSAGES.devNoCode);
        c.header('Cache-Control', 'no-store');
        return c.json({ to, code });
      },
    });
  }
}
