export { type ApiCar, findCarById, findCarBySlug, selectCars } from './cars.ts';
export { LogCodeSender } from './code-sender.ts';
export { createPlatformApi, type PlatformApi } from './create-api.ts';
export type { ApiContext, ApiDeps, CodeSender } from './deps.ts';
export { ApiError } from './errors.ts';
export { LeadRelay, type LeadRelayOptions, type OutboxTarget } from './lead-relay.ts';
export { Router, type RouteSpec } from './router.ts';
export { SiteDirectory, type SiteRecord } from './site-directory.ts';
