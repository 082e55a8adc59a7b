import { useFetcher } from 'react-router';
import type { VehicleActionsView } from '../vehicle-actions.ts';
import { isVehicleLeadIntent } from '../vehicle-lead-intents.ts';
import type { VehicleLeadFailure } from '../vehicle-leads.ts';
import { type DialogSubmission, VehicleActions } from './VehicleActions.tsx';

function useDialogSubmission(key: string): DialogSubmission {
  const fetcher = useFetcher<unknown>({ key });
  const data = fetcher.data as Partial<VehicleLeadFailure> | undefined;
  return {
    failure: data && isVehicleLeadIntent(data.intent) ? (data as VehicleLeadFailure) : null,
    submitting: fetcher.state === 'submitting',
    renderForm: (content, props) => (
      <fetcher.Form method="post" noValidate className={props.className}>
        {content}
      </fetcher.Form>
    ),
  };
}

/**
 * {@link VehicleActions} on the vehicle page: each dialog posts to the page's action through its
 * own fetcher, which follows the action's redirect to /success (vehicle-stock §2 /success).
 */
export function VehicleActionsRoute({ actions }: { actions: VehicleActionsView }) {
  const testDrive = useDialogSubmission(`test-drive:${actions.slug}`);
  const requestPhotos = useDialogSubmission(`request-photos:${actions.slug}`);
  return <VehicleActions actions={actions} testDrive={testDrive} requestPhotos={requestPhotos} />;
}
