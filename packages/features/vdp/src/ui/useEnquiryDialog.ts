import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { trackEvent } from '@forecourt/site-shell';
import { useState } from 'react';

/**
 * The vehicle page's enquiry dialog: mounted on first open and kept (so closing returns focus to
 * the button that opened it); every opening sends event 14, an enquiry form opened, with the car's
 * id (vehicle-stock §7).
 */
export function useEnquiryDialog(carId: number) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openDialog = () => {
    setMounted(true);
    setOpen(true);
    trackEvent(ANALYTICS_EVENT_IDS.ENQUIRY_OPENED, { car_id: carId });
  };
  return { open, mounted, openDialog, setOpen };
}
