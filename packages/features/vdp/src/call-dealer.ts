import type { Car } from '@forecourt/api-client';

/** The call-the-dealer number shows this many characters before the mask (vehicle-stock §4). */
export const PHONE_VISIBLE_CHARACTERS = 5;

/** The lead the call-the-dealer card logs when the number is revealed (vehicle-stock §4, §7). */
export interface PhoneRevealLead {
  site: string;
  category: 'Phone Reveal';
  car_id: number;
  dealership_id: number;
  /** The site's numeric id when the build knows it; the server fills it in otherwise. */
  website_id?: number;
}

/** What the call-the-dealer card, sticky footer and their calls need (plain data for a loader). */
export interface DealerContact {
  /** The number as the dealer writes it, e.g. `0491 570 156`. */
  phone: string;
  /** Who answers: the car's location, else the site. */
  name: string;
  /** The number starts revealed (site `features.phone_revealed`, vehicle-stock §4). */
  startRevealed: boolean;
  /** The site slug and car id the phone-click event names (vehicle-stock §7 event 25). */
  site: string;
  carId: number;
  lead: PhoneRevealLead;
}

/**
 * The number masked after its first 5 characters (vehicle-stock §4): each later digit becomes
 * `X`, spaces and brackets stay, so revealing it does not change its width.
 */
export function maskPhone(phone: string): string {
  return (
    phone.slice(0, PHONE_VISIBLE_CHARACTERS) +
    phone.slice(PHONE_VISIBLE_CHARACTERS).replace(/\d/g, 'X')
  );
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * An Australian mobile number (`04…`, `+614…`, `614…`): only these get the SMS and messaging-app
 * links (a landline takes no texts; this package's reading of vehicle-stock §2).
 */
export function isMobileNumber(phone: string): boolean {
  return /^(?:04|\+?614)\d{8}$/.test(digits(phone));
}

/** The number in international form without `+` (`61491570156`), as messaging apps want it. */
function international(phone: string): string {
  const plain = digits(phone).replace(/^\+/, '');
  return plain.startsWith('0') ? `61${plain.slice(1)}` : plain;
}

/** The calling and messaging links of a number (vehicle-stock §2: tel:, sms: and messaging-app links). */
export interface PhoneLinks {
  tel: string;
  sms: string | null;
  whatsapp: string | null;
}

/** `tel:` always; `sms:` and WhatsApp (`https://wa.me/{number}`) for a mobile number. */
export function phoneLinks(phone: string): PhoneLinks {
  const mobile = isMobileNumber(phone);
  return {
    tel: `tel:${digits(phone)}`,
    sms: mobile ? `sms:${digits(phone)}` : null,
    whatsapp: mobile ? `https://wa.me/${international(phone)}` : null,
  };
}

/** The site fields {@link dealerContact} reads. */
export interface DealerContactSite {
  id: number | null;
  slug: string;
  name: string;
  phone: string | null;
  features: { phone_revealed: boolean };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The number to call about a car: its location's, else the site's; starts revealed where the
 * site says so (vehicle-stock §4). No number gives null and a console warning only (§8).
 */
export function dealerContact(
  car: Pick<Car, 'id' | 'dealership_id' | 'location' | 'slug'>,
  site: DealerContactSite,
): DealerContact | null {
  const phone = text(car.location?.phone) ?? text(site.phone);
  if (!phone) {
    console.warn(`No phone number for car ${car.slug} (vehicle-stock §8).`);
    return null;
  }
  return {
    phone,
    name: text(car.location?.name) ?? site.name,
    startRevealed: site.features.phone_revealed,
    site: site.slug,
    carId: car.id,
    lead: {
      site: site.slug,
      category: 'Phone Reveal',
      car_id: car.id,
      dealership_id: car.dealership_id,
      ...(site.id !== null ? { website_id: site.id } : {}),
    },
  };
}
