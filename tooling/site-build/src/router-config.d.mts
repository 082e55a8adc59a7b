import type { Config } from '@react-router/dev/config';

/** The React Router config of a template app. */
export declare function siteRouterConfig(): Config;
