import type { Queryable } from '@forecourt/db';
import type { SignInChannels } from './sign-in-senders.ts';

export interface BannerSite {
  slug: string;
  name: string;
}

export interface BannerInput {
  /** Where the server listens, e.g. `http://localhost:4000`. */
  url: string;
  sites: BannerSite[];
  /** The admin key's file, or undefined when FORECOURT_ADMIN_KEY gave it. */
  adminKeyFile: string | undefined;
  development: boolean;
  signIn: SignInChannels;
}

/** An example Australian mobile for the sign-in example (any form: 0412 345 678, +61412345678). */
const SAMPLE_MOBILE = '0412345678';

const SMS_WORDS: Record<SignInChannels['sms'], string> = {
  twilio: 'SMS through Twilio',
  webhook: 'SMS through the webhook',
  log: 'SMS codes written to the log',
  off: 'no SMS sender (mobile sign-in answers 503)',
};
const EMAIL_WORDS: Record<SignInChannels['email'], string> = {
  smtp: 'email through SMTP',
  log: 'email codes written to the log',
  off: 'no SMTP server (email sign-in answers 503)',
};

/**
 * The few lines `npm start` prints once the server listens: every demo site's address, the site
 * index, the API docs, where the admin key is and how to read a sign-in code in the demo.
 */
export function startupBanner(input: BannerInput): string {
  const origin = new URL(input.url);
  const port = origin.port ? `:${origin.port}` : '';
  const base = `${origin.protocol}//${origin.hostname}${port}`;
  const width = Math.max(0, ...input.sites.map((site) => site.name.length));
  const key = input.adminKeyFile
    ? { where: input.adminKeyFile, shell: `$(cat '${input.adminKeyFile}')` }
    : { where: 'FORECOURT_ADMIN_KEY (from the environment)', shell: '$FORECOURT_ADMIN_KEY' };
  const lines = [
    '',
    `Forecourt is running at ${base}/`,
    '',
    input.sites.length ? 'Dealer sites:' : 'Dealer sites: none yet (pnpm build:site <slug>)',
    ...input.sites.map(
      (site) => `  ${site.name.padEnd(width)}  ${origin.protocol}//${site.slug}.localhost${port}/`,
    ),
    '',
    `Site index:  ${base}/`,
    `API docs:    ${base}/api/docs  (OpenAPI: ${base}/api/openapi.json)`,
    `Admin key:   ${key.where}`,
    `Sign-in:     ${SMS_WORDS[input.signIn.sms]}; ${EMAIL_WORDS[input.signIn.email]}`,
  ];
  const readable = input.signIn.sms === 'log' || input.signIn.email === 'log';
  if (input.development && readable) {
    lines.push(
      '',
      'Read the latest sign-in code sent to a mobile or email (demo, admin key only):',
      `  curl -H "Authorization: Bearer ${key.shell}" '${base}/api/dev/sign-in-codes/latest?to=${SAMPLE_MOBILE}'`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** The sites the banner lists, by name (the site index's order). */
export async function bannerSites(db: Queryable): Promise<BannerSite[]> {
  return db.query<BannerSite>('SELECT slug, name FROM sites ORDER BY name');
}
