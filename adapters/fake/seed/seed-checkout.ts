import type { PickupPoint } from '../../../ports/model/checkout';
import { t } from './i18n';
import type { SeedDeliveryMethod, SeedPaymentMethod } from './seed-types';

export const PICKUP_LOCALES: readonly string[] = ['ro_RO', 'en_US'];

export const DELIVERY_METHODS: readonly SeedDeliveryMethod[] = [
  {
    id: 12,
    position: 1,
    code: 'standard',
    title: t('Paketversand', 'Livrare prin curier', 'Parcel delivery'),
    netPrice: 4.95,
    freeFromNet: 199,
    locales: 'all',
  },
  {
    id: 31,
    position: 2,
    code: 'express',
    title: t('Expressversand', 'Livrare expres', 'Express delivery'),
    netPrice: 14.9,
    freeFromNet: null,
    locales: 'all',
  },
  {
    id: 77,
    position: 3,
    code: 'freight',
    title: t('Speditionslieferung', 'Transport marfă', 'Freight delivery'),
    netPrice: 39,
    freeFromNet: null,
    locales: 'all',
  },
  {
    id: 45,
    position: 4,
    code: 'localpickup',
    title: t('Selbstabholung', 'Ridicare personală', 'Local pickup'),
    netPrice: 0,
    freeFromNet: null,
    locales: PICKUP_LOCALES,
  },
];

export const PAYMENT_METHODS: readonly SeedPaymentMethod[] = [
  { id: 101, provider: 'card', position: 1, title: t('Kreditkarte', 'Card bancar', 'Credit card') },
  { id: 102, provider: 'global-card', position: 2, title: t('PayPal', 'PayPal', 'PayPal') },
  { id: 103, provider: 'wallet', position: 3, title: t('Amazon Pay', 'Amazon Pay', 'Amazon Pay') },
  {
    id: 104,
    provider: 'instant-transfer',
    position: 4,
    title: t('Sofortüberweisung', 'Transfer bancar instant', 'Instant bank transfer'),
  },
  { id: 105, provider: 'prepayment', position: 5, title: t('Vorkasse', 'Ordin de plată în avans', 'Prepayment') },
  { id: 106, provider: 'cash-on-delivery', position: 6, title: t('Nachnahme', 'Ramburs', 'Cash on delivery') },
  {
    id: 107,
    provider: 'buy-now-pay-later',
    position: 7,
    title: t('Rechnungskauf', 'Cumpără acum, plătește mai târziu', 'Buy now, pay later'),
  },
];

/** The Romanian store's pickup points (fast API local_pickup/), at the Bucharest and Cluj centres. */
export const PICKUP_POINTS: readonly PickupPoint[] = [
  {
    id: 1,
    name: 'Depozit București',
    address1: 'Șoseaua de Centură 12',
    zipCode: '077190',
    city: 'București',
    countryId: 146,
    phone: '+40 21 000 1200',
    openingHours: 'L–V 9:00–18:00, S 9:00–14:00',
  },
  {
    id: 2,
    name: 'Depozit Cluj',
    address1: 'Strada Fabricii 5',
    zipCode: '400632',
    city: 'Cluj-Napoca',
    countryId: 146,
    phone: '+40 264 000 500',
    openingHours: 'L–V 9:00–18:00',
  },
];
