import type { Template } from '@forecourt/site-config';

/** The template this package presets. */
export const OEM_TEMPLATE: Template = 'oem';
