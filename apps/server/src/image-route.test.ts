import type { Database } from '@forecourt/db';
import { carImageSvg } from '@forecourt/sample-data';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_CACHE_CONTROL, type ImageTransformEvent, imageRoutes } from './image-route.ts';
import { mediaRoutes } from './media.ts';
import { preferredFormat } from './transform-image.ts';

const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'; // Chromium
const WEBP = 'image/webp,*/*'; // an older Safari/Firefox
const NONE = 'image/png,image/*;q=0.8,*/*;q=0.5'; // neither modern format

/** A deterministic 1200×800 photo-like PNG: gradients and fine detail, so quality matters. */
async function photoPng(width = 1200, height = 800, channels: 3 | 4 = 3): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x * 13) ^ (y * 7)) & 0xff;
      if (channels === 4) pixels[at + 3] = x < width / 2 ? 255 : 96;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

const DEMO_CAR = {
  simple_body: 'SUV',
  colour: 'Red',
  item_type: 'car',
  make: 'Toyota',
  model: 'RAV4',
};

let photo: Buffer;
let smallPhoto: Buffer;
let transparent: Buffer;
beforeAll(async () => {
  [photo, smallPhoto, transparent] = await Promise.all([
    photoPng(),
    photoPng(200, 120),
    photoPng(800, 400, 4),
  ]);
});

/** The platform's media routes as the route sees them: answered in process. */
function mediaApp(): Hono {
  const media = new Hono();
  media.get('/media/cars/:slug/:file', (c) =>
    c.body(carImageSvg(DEMO_CAR, 1), 200, { 'content-type': 'image/svg+xml' }),
  );
  media.get('/media/photo.png', (c) => c.body(new Uint8Array(photo), 200));
  media.get('/media/small.png', (c) => c.body(new Uint8Array(smallPhoto), 200));
  media.get('/media/transparent.png', (c) => c.body(new Uint8Array(transparent), 200));
  media.get('/media/notes.txt', (c) => c.text('not a picture'));
  return media;
}

let events: ImageTransformEvent[];
let fetchRemote: ReturnType<typeof vi.fn<typeof fetch>>;
let app: Hono;

beforeEach(() => {
  events = [];
  fetchRemote = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/missing.jpg')
      ? new Response('gone', { status: 404 })
      : new Response(new Uint8Array(photo), { headers: { 'content-type': 'image/png' } }),
  );
  const media = mediaApp();
  app = imageRoutes({
    local: (path) => media.request(path),
    allowedHosts: ['img.dealer.example', '*.cloudfront.example'],
    fetchRemote,
    onTransform: (event) => events.push(event),
  });
});

function get(query: Record<string, string>, accept = AVIF, headers: Record<string, string> = {}) {
  return app.request(`/_img?${new URLSearchParams(query)}`, { headers: { accept, ...headers } });
}

async function image(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  return { body, meta: await sharp(body).metadata() };
}

describe('GET /_img (site-wide §7 image transforms, §9 width 640 quality 75)', () => {
  it('answers AVIF when the browser accepts it, resized, cached for a year, varying on Accept', async () => {
    const response = await get({ url: '/media/photo.png', w: '640', q: '75' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    const { body, meta } = await image(response);
    expect(body.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 427 });
  });

  it('answers WebP when only WebP is accepted, and JPEG when neither is', async () => {
    const webp = await image(await get({ url: '/media/photo.png' }, WEBP));
    expect(webp.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.meta.format).toBe('webp');

    const response = await get({ url: '/media/photo.png' }, NONE);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = await image(response);
    expect([...jpeg.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.meta.format).toBe('jpeg');
  });

  it('keeps transparency as PNG for browsers without AVIF or WebP', async () => {
    const response = await get({ url: '/media/transparent.png', w: '320' }, '');
    expect(response.headers.get('content-type')).toBe('image/png');
    const { meta } = await image(response);
    expect(meta).toMatchObject({ format: 'png', width: 320, hasAlpha: true });
  });

  it('uses width 640 and quality 75 when w and q are left out (site-wide §9)', async () => {
    const implicit = await image(await get({ url: '/media/photo.png' }));
    const explicit = await image(await get({ url: '/media/photo.png', w: '640', q: '75' }));
    expect(implicit.meta.width).toBe(640);
    expect(explicit.body.equals(implicit.body)).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ width: 640, quality: 75, format: 'avif' });
  });

  it('never enlarges a raster source beyond its own width', async () => {
    const { meta } = await image(await get({ url: '/media/small.png', w: '1280' }));
    expect(meta.width).toBe(200);
  });

  it('rasterises the demo SVG photos at the asked width, as opaque pictures', async () => {
    for (const [w, accept, format] of [
      ['640', AVIF, 'heif'],
      ['1280', WEBP, 'webp'],
      ['320', NONE, 'jpeg'],
    ] as const) {
      const response = await get({ url: '/media/cars/2021-toyota-rav4-1/1.svg', w }, accept);
      expect(response.status).toBe(200);
      const { meta } = await image(response);
      // Opaque pictures carry no alpha channel, even at a fractional drawn height.
      expect(meta).toMatchObject({ format, width: Number(w), hasAlpha: false });
    }
  });

  it('gives fewer bytes at a lower quality', async () => {
    for (const accept of [AVIF, WEBP, NONE]) {
      const low = await image(await get({ url: '/media/photo.png', q: '30' }, accept));
      const high = await image(await get({ url: '/media/photo.png', q: '90' }, accept));
      expect(low.body.length).toBeLessThan(high.body.length * 0.8);
    }
  });

  it('transforms once: repeats and concurrent identical requests come from the cache', async () => {
    const query = { url: '/media/cars/2021-toyota-rav4-1/1.svg', w: '480' };
    const together = await Promise.all(Array.from({ length: 5 }, () => get(query)));
    const bodies = await Promise.all(together.map((r) => r.arrayBuffer()));
    const again = await (await get(query)).arrayBuffer();
    expect(events).toHaveLength(1);
    for (const body of bodies) expect(Buffer.from(body).equals(Buffer.from(again))).toBe(true);

    // Another format is another variant: transformed once more, then cached too.
    await get(query, WEBP);
    await get(query, WEBP);
    expect(events.map((event) => event.format)).toEqual(['avif', 'webp']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get({ url: '/media/photo.png', w: '160' });
    const etag = first.headers.get('etag') ?? '';
    const second = await get({ url: '/media/photo.png', w: '160' }, AVIF, {
      'if-none-match': `W/"other", ${etag}`,
    });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('vary')).toBe('Accept');
    expect(await second.text()).toBe('');
  });

  it.each([
    [
      { url: '/media/photo.png', w: '641' },
      { w: 'must be one of 160, 320, 480, 640, 960, 1280, 1920' },
    ],
    [
      { url: '/media/photo.png', w: 'wide' },
      { w: 'must be one of 160, 320, 480, 640, 960, 1280, 1920' },
    ],
    [{ url: '/media/photo.png', q: '0' }, { q: 'must be a whole number from 1 to 100' }],
    [{ url: '/media/photo.png', q: '101' }, { q: 'must be a whole number from 1 to 100' }],
    [{ url: '/media/photo.png', q: '7.5' }, { q: 'must be a whole number from 1 to 100' }],
    [{ w: '640' }, { url: 'is required' }],
    [
      { url: '', w: '1', q: '-1' },
      { url: 'is required', w: expect.any(String), q: expect.any(String) },
    ],
  ])('answers 400 with the API error shape for %j', async (query, fields) => {
    const response = await get(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Invalid image request.', fields });
    expect(events).toEqual([]);
  });

  it.each([
    '/etc/passwd',
    '/media/../etc/passwd',
    '/media/cars/../../api/admin',
    '/media/cars/%2e%2e/%2E%2E/api/sites',
    '/media/cars/..%2F..%2Fapi/sites',
    '/media//cars/a/1.svg',
    '/media/cars/a\\..\\..\\x.svg',
    '/media/cars/a/1.svg\0.png',
    '/api/sites',
    'media/photo.png',
    '//evil.example/x.png',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:secret@img.dealer.example/car.jpg',
  ])('refuses the source %j with a 400 and reads nothing', async (url) => {
    const response = await get({ url });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid image request.',
      fields: { url: 'must be a /media/… path or an http(s) URL' },
    });
    expect(fetchRemote).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it.each([
    'https://evil.example/car.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:4000/media/photo.png',
    'https://img.dealer.example.evil.example/car.jpg',
    'https://cloudfront.example/car.jpg',
  ])('refuses the foreign host of %s with a 403 and never fetches it', async (url) => {
    const response = await get({ url });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Images from this host are not served.',
      fields: { url: 'host is not allowed' },
    });
    expect(fetchRemote).not.toHaveBeenCalled();
  });

  it('fetches and transforms images of allowed hosts, without following redirects', async () => {
    for (const url of [
      'https://img.dealer.example/stock/car.png',
      'https://d1.cloudfront.example/car.png',
    ]) {
      const response = await get({ url, w: '320' });
      expect(response.status).toBe(200);
      expect((await image(response)).meta.width).toBe(320);
    }
    expect(fetchRemote).toHaveBeenCalledTimes(2);
    expect(fetchRemote.mock.calls[0]?.[1]).toMatchObject({ redirect: 'error' });
  });

  it('answers 404 when the source does not exist, here or on an allowed host', async () => {
    for (const url of ['/media/no-such-photo.png', 'https://img.dealer.example/missing.jpg']) {
      const response = await get({ url });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Image not found.' });
    }
  });

  it('answers 502 without internals when the source is not an image or too large', async () => {
    const logged: object[] = [];
    const media = mediaApp();
    const strict = imageRoutes({
      local: (path) => media.request(path),
      maxSourceBytes: 10_000,
      logger: { error: (details) => logged.push(details) },
    });
    for (const [url, error] of [
      ['/media/notes.txt', 'The image source could not be read.'],
      ['/media/photo.png', 'The image source is too large.'],
    ]) {
      const response = await strict.request(`/_img?${new URLSearchParams({ url: url ?? '' })}`);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error });
      expect(text).not.toMatch(/ at |\.ts|sharp|vips/i);
    }
    expect(logged).toHaveLength(2);
  });
});

describe('/_img over the platform media routes', () => {
  it('transforms a demo car photo as the platform server mounts it, and answers HEAD', async () => {
    const db = { query: async () => [DEMO_CAR] } as unknown as Database;
    const media = mediaRoutes(db);
    const platform = new Hono();
    platform.route('/', media);
    platform.route('/', imageRoutes({ local: (path) => media.request(path) }));
    const url = `/_img?${new URLSearchParams({ url: '/media/cars/2021-toyota-rav4-1/3.svg' })}`;
    const response = await platform.request(url, { headers: { accept: AVIF } });
    expect(response.status).toBe(200);
    expect((await image(response)).meta).toMatchObject({ format: 'heif', width: 640 });
    const head = await platform.request(url, { method: 'HEAD', headers: { accept: AVIF } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/avif');
    expect(await head.text()).toBe('');
  });
});

describe('preferredFormat', () => {
  it.each([
    [AVIF, 'avif'],
    [WEBP, 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    [NONE, null],
    ['*/*', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(preferredFormat(accept)).toBe(expected);
  });
});
