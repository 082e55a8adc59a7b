import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/** Admin routes need `Authorization: Bearer <FORECOURT_ADMIN_KEY>`. */
export function requireAdmin(c: Context, adminKey: string): void {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    throw new ApiError(401, 'An admin key is required: Authorization: Bearer <key>.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  const given = Buffer.from(match[1] ?? '');
  const expected = Buffer.from(adminKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(403, 'The admin key is not valid.');
  }
}
