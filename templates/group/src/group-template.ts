import type { Template } from '@forecourt/site-config';

/** The template this package presets. */
export const GROUP_TEMPLATE: Template = 'group';
