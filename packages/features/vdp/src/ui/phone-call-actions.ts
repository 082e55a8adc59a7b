import type { DealerContact } from '../call-dealer.ts';

/** What happens when a shopper reveals or taps the dealer's number (vehicle-stock §7). */
export interface PhoneCallActions {
  /** The number was revealed: log the phone-reveal lead and event 25. */
  revealed(contact: DealerContact): void;
  /** A revealed number was tapped to call: event 25. */
  called(contact: DealerContact): void;
}

/** The real calls, whose code loads on first use (interactive parts load on use). */
export const platformPhoneCallActions: PhoneCallActions = {
  revealed(contact) {
    void import('../phone-calls.ts').then(({ logPhoneReveal, trackPhoneClick }) => {
      void logPhoneReveal(contact.lead);
      trackPhoneClick(contact.carId);
    });
  },
  called(contact) {
    void import('../phone-calls.ts').then(({ trackPhoneClick }) => trackPhoneClick(contact.carId));
  },
};
