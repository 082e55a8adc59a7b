import type { Template } from '@forecourt/site-config';

/** The template this package presets. */
export const CLASSIC_TEMPLATE: Template = 'classic';
