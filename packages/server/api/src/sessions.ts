import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@forecourt/db';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientInfoOf } from './client-info.ts';
import type { ApiDeps } from './deps.ts';
import { unauthorized } from './errors.ts';

/** The session cookie: httpOnly, SameSite=Lax, Path=/, Secure on https. */
export const SESSION_COOKIE = 'forecourt_session';

/**
 * Set beside the session, readable by scripts and holding nothing but `1`: it tells a page that
 * a session may exist, so an anonymous shopper's page never asks for the watchlist (and never
 * gets a 401 in its console). The session itself stays in the httpOnly cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'forecourt_signed_in';

/** A session lasts 30 days from sign-in (cookie Max-Age and `sessions.expires_at`). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The signed-in shopper as the API answers it (site-wide §3 User). */
export interface SessionUser {
  id: number;
  /** National form, e.g. `0412345678`; null when the user signed in by email only. */
  phone: string | null;
  email: string | null;
  name: string | null;
  last_name: string | null;
  postcode: string | null;
}

/** The columns of `users` that make a {@link SessionUser}, for `SELECT`/`RETURNING`. */
export const USER_COLUMNS = 'u.id, u.phone, u.email, u.name, u.last_name, u.postcode';

type SessionDeps = Pick<ApiDeps, 'db' | 'now'>;

// 32 random bytes in base64url: 43 characters from this alphabet.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex) of a session token: only this is stored, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether the request reached us over https: directly, or at a trusted TLS-terminating proxy
 * (`X-Forwarded-Proto` counts only with FORECOURT_TRUST_PROXY; anyone can send the header).
 */
export function isHttps(c: Context): boolean {
  return clientInfoOf(c).https;
}

/**
 * The signed-in user, or null: reads the session cookie, looks its SHA-256 hash up in `sessions`
 * and checks the expiry against `deps.now()`. Other routes import this to read who is signed in.
 */
export async function currentUser(c: Context, deps: SessionDeps): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [user] = await deps.db.query<SessionUser>(
    `SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashSessionToken(token), deps.now()],
  );
  return user ?? null;
}

/** The signed-in user; throws 401 `{ error: 'Sign in required.' }` when there is none. */
export async function requireUser(c: Context, deps: SessionDeps): Promise<SessionUser> {
  const user = await currentUser(c, deps);
  if (!user) throw unauthorized('Sign in required.');
  return user;
}

/**
 * Starts a session for `userId`: stores the hash of a fresh 32-byte token with its expiry (and
 * drops the user's expired sessions). Returns the token; pass it to {@link setSessionCookie}
 * once the surrounding transaction has committed.
 */
export async function createSession(
  db: Queryable,
  now: Date,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSessionToken(token), userId, now, expiresAt],
  );
  return { token, expiresAt };
}

/** Sets the session cookie on the response. */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Deletes the request's session row, if any, leaving the cookie as it is. */
export async function revokeSession(c: Context, deps: Pick<ApiDeps, 'db'>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && TOKEN_PATTERN.test(token)) {
    await deps.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]);
  }
}

/** Ends the request's session, if any: deletes its row and clears the cookie. */
export async function endSession(c: Context, deps: Pick<ApiDeps, 'db'>): Promise<void> {
  await revokeSession(c, deps);
  deleteCookie(c, SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
  });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { sameSite: 'Lax', path: '/', secure: isHttps(c) });
}
