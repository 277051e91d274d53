import type { StoreInfo } from '../../ports/model/store-config';

export interface StoreStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Store';
  name: string;
  telephone: string;
  email?: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    postalCode: string;
    addressCountry: string;
  };
}

const known = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** schema.org Store data, only when phone, address, city and zip are all known. */
export function storeStructuredData(info: StoreInfo | undefined, name: string, countryIso: string): StoreStructuredData | null {
  if (!info || !known(info.phone) || !known(info.address1) || !known(info.city) || !known(info.zipCode)) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name,
    telephone: info.phone.trim(),
    ...(known(info.email) ? { email: info.email.trim() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address1.trim(),
      addressLocality: info.city.trim(),
      postalCode: info.zipCode.trim(),
      addressCountry: countryIso,
    },
  };
}
