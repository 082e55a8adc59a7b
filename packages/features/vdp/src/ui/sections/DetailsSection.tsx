import type { DealerCommentsView } from '../../dealer-comments-text.ts';
import { CertifiedPreOwnedBox, UsedCarChecks } from '../CertifiedPanels.tsx';
import { KeyInformation } from '../KeyInformation.tsx';
import { Specifications } from '../Specifications.tsx';
import { VehicleTabs } from '../VehicleTabs.tsx';
import type { VehiclePageData } from './types.ts';

export interface DetailsSectionProps {
  vehicle: Pick<
    VehiclePageData['vehicle'],
    'keyInformation' | 'carDetails' | 'detailsHeading' | 'features' | 'specifications'
  >;
  tools: Pick<
    VehiclePageData['tools'],
    'tabIds' | 'copyTabs' | 'usedCarChecks' | 'certifiedPreOwned'
  >;
  comments: DealerCommentsView;
}

/** Key Information, Car Details, the tabs, checks and specifications (vehicle-stock §2). */
export function DetailsSection({ vehicle, tools, comments }: DetailsSectionProps) {
  return (
    <div className="vdp__details">
      <KeyInformation rows={vehicle.keyInformation} />
      <Specifications
        rows={vehicle.carDetails}
        limit={Number.POSITIVE_INFINITY}
        translations={{ heading: vehicle.detailsHeading }}
      />
      <VehicleTabs
        tabIds={tools.tabIds}
        copyTabs={tools.copyTabs}
        comments={comments}
        features={vehicle.features}
      />
      <UsedCarChecks checks={tools.usedCarChecks} />
      {tools.certifiedPreOwned ? (
        <CertifiedPreOwnedBox manufacturer={tools.certifiedPreOwned} />
      ) : null}
      <Specifications rows={vehicle.specifications} />
    </div>
  );
}
