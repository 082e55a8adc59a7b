/**
 * Each demo dealer's vehicle-page copy (`vdp_copy`, site-wide §1 "Marketing copy on the vehicle
 * page (per dealer)"; vehicle-stock §2 Tabs). The platform defaults hold none: every claim here is
 * one dealer's and fits what it sells (a caravan yard talks about caravans, a Toyota franchise
 * about Toyota). `{deposit}` becomes the site's reserve deposit. Reserve Online keeps the
 * platform's reservation wording (vehicle-stock §9) unless a site sets its own.
 */
export const DEMO_VDP_COPY = {
  'sunshine-used-cars': {
    whats_included: [
      'One haggle-free drive-away price',
      'A safety certificate and a fresh service before you drive away',
      'Reserve for 48 hours with a 100% refundable {deposit} deposit',
    ],
    why_buy_from_us: [
      'A family-run used-car yard in Moorooka, open 7 days',
      'Every car passes our multi-point inspection before it reaches the yard',
      'Saturday test drives, and finance arranged on the spot',
    ],
    protect_your_car: [
      'Paint and fabric protection',
      'Window tinting',
      'Extended warranty options for used cars',
    ],
    used_car_checks: [
      'PPSR check: not under finance, not written off',
      'Multi-point inspection by a qualified technician',
      'Service history and logbook checked',
    ],
  },
  'metro-auto-group': {
    whats_included: [
      'Drive-away pricing at every Metro dealership',
      'Finance, or a weekly subscription on selected vehicles',
      'Delivery to the Metro dealership nearest you',
    ],
    why_buy_from_us: [
      'Ten dealerships and more than a dozen brands in one group',
      'Compare a Mazda, a Kia and a Ford in one afternoon',
      'Metro service centres in five states',
    ],
    protect_your_car: [
      'Metro Protect paint and fabric protection',
      "Genuine accessories from each brand's own range",
      'Roadside assistance through the Metro group',
    ],
    used_car_checks: [
      'PPSR and odometer check',
      'Inspected by a factory-trained Metro technician',
      'Service history verified with the brand',
    ],
  },
  'coastal-toyota': {
    whats_included: [
      'Toyota capped price servicing on every new Toyota',
      'Toyota Warranty Advantage on new vehicles: 5 years, up to 7 on engine and driveline with logbook servicing',
      'Reserve your Toyota for 48 hours with a 100% refundable {deposit} deposit',
    ],
    why_buy_from_us: [
      "The Sunshine Coast's Toyota dealer, in Maroochydore and Caloundra",
      'Toyota-trained technicians at our Kunda Park service centre',
      'Genuine Toyota parts and accessories in stock',
    ],
    protect_your_car: [
      'Genuine Toyota accessories fitted before delivery',
      'Toyota paint and fabric protection',
      'Toyota tow bars, weathershields and all-weather floor mats',
    ],
    used_car_checks: [
      'Inspected by Toyota-trained technicians',
      'Toyota service history checked',
      'PPSR background check',
    ],
  },
  'southern-cross-caravans': {
    whats_included: [
      'A full handover and walkthrough of your caravan on delivery',
      'Gas and electrical compliance certificates',
      'Jayco and Windsor manufacturer warranty on new caravans',
    ],
    why_buy_from_us: [
      'Jayco and Windsor caravan dealer in Newcastle and Geelong',
      'Our own caravan service and parts centre at Beresfield',
      'Help matching a caravan to what your tow vehicle can pull',
    ],
    protect_your_car: [
      'Breathable caravan covers',
      'Annexe and awning care',
      'Caravan insurance arranged at handover',
    ],
    used_car_checks: [
      'Gas compliance and electrical safety check',
      'Chassis, suspension and brake inspection',
      'Water ingress test',
    ],
  },
  'highway-truck-and-bike-group': {
    whats_included: [
      'A pre-delivery service and safety check on every truck and motorcycle',
      'Tray, tipper and pantech bodies arranged with our body builders',
      'Rider handover and setup on every motorcycle',
    ],
    why_buy_from_us: [
      'Isuzu, Kenworth and DAF truck dealers in Queensland and Western Australia',
      'Yamaha, Kawasaki, KTM and Honda motorcycles in Sydney and Melbourne',
      'Workshops with early starts to keep working trucks on the road',
    ],
    protect_your_car: [
      'Truck fleet servicing plans',
      'Cab and tray protection',
      'Helmets, riding gear and luggage for motorcycles',
    ],
    used_car_checks: [
      'Inspected by a qualified heavy-vehicle or motorcycle technician',
      'Service and logbook history checked',
      'PPSR check on every truck and motorcycle',
    ],
  },
  'harbour-city-mazda': {
    whats_included: [
      "Mazda's 5 year unlimited kilometre warranty on new vehicles",
      '5 years of Mazda roadside assistance with every new Mazda',
      'Mazda Service Plan options',
    ],
    why_buy_from_us: [
      'Your Mazda dealer in Alexandria and Brookvale',
      'Mazda-trained technicians at our Beaconsfield service centre',
      "Book your service on Mazda's own booking page",
    ],
    protect_your_car: [
      'Genuine Mazda accessories',
      'Mazda paint protection',
      'Tailored all-weather floor mats',
    ],
    used_car_checks: [
      'Inspected by Mazda-trained technicians',
      'Mazda service history verified',
      'PPSR check before sale',
    ],
  },
} as const;
