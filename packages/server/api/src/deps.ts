import type { Database } from '@forecourt/db';
import type { Logger } from 'pino';
import type { SiteDirectory } from './site-directory.ts';

/** Sends a one-time sign-in code; the embedded default logs it (see `LogCodeSender`). */
export interface CodeSender {
  send(destination: { channel: 'sms' | 'email'; to: string }, code: string): Promise<void>;
}

/** Everything the API needs from outside; the platform server builds it at start-up. */
export interface ApiDeps {
  db: Database;
  logger: Logger;
  /** The clock, injected so tests control time. */
  now: () => Date;
  /** Bearer key for /api/admin/*. */
  adminKey: string;
  codeSender: CodeSender;
  /** True outside production: enables the development-only sign-in code endpoint. */
  development: boolean;
  /** Called after stock changes (imports, sold marks) so the search index refreshes. */
  onStockChanged?: (change: { siteSlug: string | null; carIds: number[] }) => Promise<void>;
}

/** What every route module receives. */
export interface ApiContext {
  deps: ApiDeps;
  sites: SiteDirectory;
}
