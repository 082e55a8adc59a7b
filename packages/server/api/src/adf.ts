/** The lead and its context as the ADF document needs them. */
export interface AdfLead {
  id: string;
  createdAt: Date;
  category: string;
  subcategory?: string | null;
  siteName: string;
  dealershipName: string | null;
  contact: {
    name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
    postcode?: string | null;
    preferred?: string | null;
  };
  message?: string | null;
  /** The shopper's visit before the lead (vehicle-stock §3 lead_attributes). */
  attribution?: {
    visited_pages?: readonly string[];
    linked_query_params?: Readonly<Record<string, string>>;
  } | null;
  car?: {
    year?: number | null;
    make?: string | null;
    model?: string | null;
    badge?: string | null;
    vin?: string | null;
    stocknum?: string | null;
    price?: number | null;
    car_type?: string | null;
    km?: number | null;
  } | null;
}

const escapeXml = (value: unknown) =>
  String(value).replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

const element = (name: string, value: unknown, attributes = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) XML document, the auto industry's lead format
 * that dealer CRMs import.
 */
export function toAdfXml(lead: AdfLead): string {
  const { contact, car } = lead;
  const preferred = contact.preferred?.toLowerCase();
  const phoneType =
    preferred === 'sms' ? ' type="cellphone" preferredcontact="1"' : ' type="cellphone"';
  const vehicle = car
    ? `<vehicle interest="buy" status="${car.car_type === 'new' ? 'new' : 'used'}">${[
        element('year', car.year),
        element('make', car.make),
        element('model', car.model),
        element('vin', car.vin),
        element('stock', car.stocknum),
        element('trim', car.badge),
        element('odometer', car.km, ' units="km"'),
        element('price', car.price, ' type="asking" currency="AUD"'),
      ].join('')}</vehicle>`
    : '';
  const pages = lead.attribution?.visited_pages ?? [];
  const params = Object.entries(lead.attribution?.linked_query_params ?? {});
  // ADF has no element for the visit, so CRMs get it in the comments (vehicle-stock §3).
  const comments = [
    lead.category,
    lead.subcategory,
    lead.message,
    pages.length > 0 ? `Pages visited: ${pages.join(', ')}` : '',
    params.length > 0
      ? `Campaign: ${params.map(([key, value]) => `${key}=${value}`).join(', ')}`
      : '',
  ]
    .filter(Boolean)
    .join(' — ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf><prospect status="new">${element('id', lead.id, ' sequence="1" source="Forecourt"')}${element(
    'requestdate',
    lead.createdAt.toISOString(),
  )}${vehicle}<customer><contact>${element('name', contact.name, ' part="first"')}${element(
    'name',
    contact.last_name,
    ' part="last"',
  )}${element('email', contact.email, preferred === 'email' ? ' preferredcontact="1"' : '')}${element(
    'phone',
    contact.phone,
    phoneType,
  )}${contact.postcode ? `<address>${element('postalcode', contact.postcode)}<country>AU</country></address>` : ''}</contact>${element(
    'comments',
    comments,
  )}</customer><vendor>${element('vendorname', lead.dealershipName ?? lead.siteName)}</vendor><provider>${element(
    'name',
    'Forecourt',
    ' part="full"',
  )}${element('service', lead.siteName)}</provider></prospect></adf>
`;
}
