import { LEAD_CATEGORIES, LEAD_SUBCATEGORIES } from './lead-kinds.ts';

/**
 * The careers switch: a careers enquiry is sent with category General Enquiry and subcategory
 * Career Enquiry, whatever the form had (site-wide §5).
 */
export function toCareersEnquiry<T extends object>(
  values: T,
): Omit<T, 'category' | 'subcategory'> & {
  category: typeof LEAD_CATEGORIES.careers;
  subcategory: typeof LEAD_SUBCATEGORIES.careers;
} {
  return { ...values, category: LEAD_CATEGORIES.careers, subcategory: LEAD_SUBCATEGORIES.careers };
}
