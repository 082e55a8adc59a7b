import { REQUEST_PHOTOS_TEXT } from '@forecourt/lead-payloads';
import { REQUEST_PHOTOS_INTENT } from '../vehicle-lead-intents.ts';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm.tsx';

export type RequestPhotosFormProps = Omit<
  EnquiryFormProps,
  'optionalFields' | 'hideLabels' | 'children' | 'termsRequired'
>;

/**
 * The request photos form (vehicle-stock §5): the core contact fields without visible labels
 * (each keeps its label as its accessible name and shows it as placeholder), the hidden preset
 * request text and an optional message. It posts `intent=request_photos` to the vehicle page's
 * action.
 */
export function RequestPhotosForm({ hidden = {}, translations, ...form }: RequestPhotosFormProps) {
  return (
    <EnquiryForm
      {...form}
      hidden={{ ...hidden, intent: REQUEST_PHOTOS_INTENT, request_text: REQUEST_PHOTOS_TEXT }}
      optionalFields={['message']}
      hideLabels
      translations={{ submit: 'Request Photos', ...translations }}
    />
  );
}
