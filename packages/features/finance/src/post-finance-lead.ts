import { type ApiClient, isApiClientError, type LeadSubmission } from '@forecourt/api-client';
import { LEAD_SUBMISSION_FAILED_MESSAGE } from '@forecourt/lead-payloads';

/**
 * Posts a built finance lead (vehicle-stock §7 Lead submission, §8): its id, or — through the
 * caller's `failure` — the API's status (a 4xx/5xx, else 502), its field errors and its message
 * ("An unexpected error occured." when it sent none). Anything but an API error is thrown.
 */
export async function postFinanceLead<Failure>(
  api: Pick<ApiClient, 'submitLead'>,
  payload: Record<string, unknown>,
  failure: (status: number, fields: Record<string, string>, formError: string) => Failure,
): Promise<{ ok: true; leadId: string } | Failure> {
  try {
    const receipt = await api.submitLead(payload as unknown as LeadSubmission);
    return { ok: true, leadId: receipt.lead_id };
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    return failure(status, { ...error.fields }, error.message || LEAD_SUBMISSION_FAILED_MESSAGE);
  }
}
