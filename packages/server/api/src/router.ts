import { FORM_ERRORS_HEADING, fieldErrors } from '@forecourt/lead-payloads';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ApiError, badRequest } from './errors.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text-guard.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Handled<B, Q> {
  c: Context;
  body: B;
  query: Q;
  params: Record<string, string>;
}

export interface RouteSpec<B = unknown, Q = unknown> {
  method: Method;
  /** Hono path, e.g. `/api/cars/:slug/view.json`. */
  path: string;
  summary: string;
  tag: string;
  /** Validates the JSON body; a failure answers 400 `{ error, fields }`. */
  body?: z.ZodType<B>;
  /** A body the handler validates itself (its rules depend on data), shown in the OpenAPI document. */
  documentedBody?: z.ZodType;
  /** Validates the query string (all values are strings). */
  query?: z.ZodType<Q>;
  /** Documented responses: status → description. */
  responses?: Record<number, string>;
  security?: 'admin' | 'session';
  handler: (input: Handled<B, Q>) => Promise<Response> | Response;
}

/**
 * The API's one list of routes: it mounts them on Hono with validation, answers 405 for a
 * known path with the wrong method, and writes the OpenAPI document from the same zod schemas,
 * so the docs cannot drift from what the server accepts.
 */
export class Router {
  readonly routes: RouteSpec<unknown, unknown>[] = [];

  add<B, Q>(spec: RouteSpec<B, Q>): this {
    this.routes.push(spec as RouteSpec<unknown, unknown>);
    return this;
  }

  mount(app: Hono): void {
    for (const spec of this.routes) {
      app.on(spec.method, spec.path, async (c) => {
        const query = spec.query ? parseWith(spec.query, c.req.query(), 'query') : {};
        const body = spec.body ? parseWith(spec.body, await readJson(c), 'body') : undefined;
        return spec.handler({ c, body, query, params: c.req.param() as Record<string, string> });
      });
    }
  }

  /** Methods registered for a concrete path, for 405 answers with an Allow header. */
  allowedMethods(path: string): Method[] {
    return this.routes.filter((spec) => pathPattern(spec.path).test(path)).map((s) => s.method);
  }

  openapi(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const spec of this.routes) {
      const openapiPath = spec.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const parameters = [...spec.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      if (spec.query) {
        const schema = toJsonSchema(spec.query);
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        for (const [name, propertySchema] of Object.entries(properties)) {
          parameters.push({
            name,
            in: 'query',
            required: required.has(name),
            schema: propertySchema as { type: string },
          });
        }
      }
      const responses = Object.fromEntries(
        Object.entries({
          ...(Object.keys(spec.responses ?? {}).some((status) => status.startsWith('2'))
            ? {}
            : { 200: 'OK' }),
          ...spec.responses,
        }).map(([status, description]) => [status, { description }]),
      );
      const body = spec.body ?? spec.documentedBody;
      if (body && !responses[400]) {
        responses[400] = { description: 'Invalid input: `{ error, fields }`' };
      }
      paths[openapiPath] = paths[openapiPath] ?? {};
      paths[openapiPath][spec.method.toLowerCase()] = {
        summary: spec.summary,
        tags: [spec.tag],
        ...(parameters.length ? { parameters } : {}),
        ...(body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toJsonSchema(body) } },
              },
            }
          : {}),
        ...(spec.security ? { security: [{ [spec.security]: [] }] } : {}),
        responses,
      };
    }
    return {
      openapi: '3.1.0',
      info,
      paths,
      components: {
        securitySchemes: {
          admin: { type: 'http', scheme: 'bearer', description: 'FORECOURT_ADMIN_KEY' },
          session: { type: 'apiKey', in: 'cookie', name: 'forecourt_session' },
        },
      },
    };
  }
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function parseWith<T>(schema: z.ZodType<T>, input: unknown, where: 'body' | 'query'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // site-wide §8: the same heading the form's error banner shows, with one message per field.
  throw badRequest(
    where === 'body' ? FORM_ERRORS_HEADING : 'Invalid query parameters.',
    fieldErrors(result.error),
  );
}

/**
 * JSON bodies must say so: a cross-site HTML form cannot send `application/json`, so this also
 * keeps other sites from posting to cookie-authenticated routes.
 */
export function requireJsonContentType(c: Context): void {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'Send the body as JSON with Content-Type: application/json.');
  }
}

async function readJson(c: Context): Promise<unknown> {
  requireJsonContentType(c);
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('A JSON body is required.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body.');
  }
  if (hasUnstorableText(value)) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
  return value;
}
