import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner.ts';

const SITES = [
  { slug: 'coastal-toyota', name: 'Coastal Toyota' },
  { slug: 'sunshine-used-cars', name: 'Sunshine Used Cars' },
];

describe('startupBanner', () => {
  const demo = startupBanner({
    url: 'http://localhost:4000',
    sites: SITES,
    adminKeyFile: '/srv/forecourt/.forecourt/admin-key',
    development: true,
    signIn: { sms: 'log', email: 'log' },
  });

  it("lists every demo site at http://<slug>.localhost:<port> with the dealer's name", () => {
    expect(demo).toMatch(/Coastal Toyota {6}http:\/\/coastal-toyota\.localhost:4000\//);
    expect(demo).toContain('Sunshine Used Cars  http://sunshine-used-cars.localhost:4000/');
  });

  it('points to the site index, the API docs and the admin key file', () => {
    expect(demo).toContain('Site index:  http://localhost:4000/');
    expect(demo).toContain('API docs:    http://localhost:4000/api/docs');
    expect(demo).toContain('http://localhost:4000/api/openapi.json');
    expect(demo).toContain('Admin key:   /srv/forecourt/.forecourt/admin-key');
  });

  it('shows how to read a sign-in code in the demo, with the admin key as bearer', () => {
    expect(demo).toContain(
      `curl -H "Authorization: Bearer $(cat '/srv/forecourt/.forecourt/admin-key')" 'http://localhost:4000/api/dev/sign-in-codes/latest?to=0412345678'`,
    );
    expect(demo).toContain('SMS codes written to the log; email codes written to the log');
  });

  it('names the environment variable when the admin key came from it', () => {
    const banner = startupBanner({
      url: 'http://localhost:8080',
      sites: SITES,
      adminKeyFile: undefined,
      development: true,
      signIn: { sms: 'twilio', email: 'log' },
    });
    expect(banner).toContain('Admin key:   FORECOURT_ADMIN_KEY (from the environment)');
    expect(banner).toContain('Authorization: Bearer $FORECOURT_ADMIN_KEY');
    expect(banner).toContain('http://coastal-toyota.localhost:8080/');
  });

  it('has no code-reading example in production, and says when sign-in is off', () => {
    const production = startupBanner({
      url: 'http://localhost:4000',
      sites: SITES,
      adminKeyFile: '/data/admin-key',
      development: false,
      signIn: { sms: 'off', email: 'off' },
    });
    expect(production).not.toContain('sign-in-codes');
    expect(production).toContain(
      'Sign-in:     no SMS sender (mobile sign-in answers 503); no SMTP server (email sign-in answers 503)',
    );
    const delivered = startupBanner({
      url: 'http://localhost:4000',
      sites: SITES,
      adminKeyFile: '/data/admin-key',
      development: true,
      signIn: { sms: 'webhook', email: 'smtp' },
    });
    expect(delivered).toContain('Sign-in:     SMS through the webhook; email through SMTP');
    expect(delivered).not.toContain('sign-in-codes');
  });

  it('says how to build a site when there is none', () => {
    const empty = startupBanner({
      url: 'http://localhost:4000',
      sites: [],
      adminKeyFile: '/data/admin-key',
      development: true,
      signIn: { sms: 'log', email: 'log' },
    });
    expect(empty).toContain('Dealer sites: none yet');
  });
});
