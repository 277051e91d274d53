import type { Address, Customer } from '../../../ports/model/customer';
import { COUNTY_IDS } from './seed-counties';
import type { SeedAccount } from './seed-types';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin1234';

const customer = (
  fields: Partial<Customer> & Pick<Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'titleCode'>,
): Customer => ({
  addressId: null,
  ref: `CUS${String(fields.id).padStart(6, '0')}`,
  company: null,
  isAdmin: false,
  isCompany: false,
  excludeVat: false,
  vatNumber: null,
  ...fields,
});

const address = (
  fields: Partial<Address> &
    Pick<Address, 'id' | 'label' | 'titleCode' | 'firstName' | 'lastName' | 'address1' | 'city' | 'zipCode' | 'countryId'>,
): Address => ({
  company: null,
  address2: null,
  address3: null,
  stateId: null,
  phone: null,
  cellphone: null,
  isDefault: false,
  ...fields,
});

export function buildAccounts(): SeedAccount[] {
  return [
    {
      customer: customer({
        id: 501,
        addressId: 7001,
        email: 'anna.popescu@example.com',
        firstName: 'Anna',
        lastName: 'Popescu',
        titleCode: 2,
      }),
      password: DEMO_PASSWORD,
      countryId: 146,
      addresses: [
        address({
          id: 7001,
          label: 'Acasă',
          titleCode: 2,
          firstName: 'Anna',
          lastName: 'Popescu',
          address1: 'Strada Lipscani',
          address2: '53',
          address3: 'Ap. 12',
          city: 'București',
          zipCode: '030031',
          countryId: 146,
          stateId: COUNTY_IDS.bucuresti,
          cellphone: '+40 722 555 123',
          isDefault: true,
        }),
        address({
          id: 7002,
          label: 'Birou',
          titleCode: 2,
          firstName: 'Anna',
          lastName: 'Popescu',
          address1: 'Strada Memorandumului',
          address2: '12',
          city: 'Cluj-Napoca',
          zipCode: '400114',
          countryId: 146,
          stateId: COUNTY_IDS.cluj,
          cellphone: '+40 722 555 123',
        }),
      ],
    },
    {
      customer: customer({
        id: 502,
        addressId: 7003,
        email: 'office@mobila-company.example.com',
        firstName: 'Mihai',
        lastName: 'Ionescu',
        titleCode: 3,
        company: 'Mobila Company SRL',
        isCompany: true,
        vatNumber: 'RO18547290',
      }),
      password: DEMO_PASSWORD,
      countryId: 146,
      addresses: [
        address({
          id: 7003,
          label: 'Sediu',
          titleCode: 3,
          firstName: 'Mihai',
          lastName: 'Ionescu',
          company: 'Mobila Company SRL',
          address1: 'Calea Dorobanților',
          address2: '101',
          city: 'Cluj-Napoca',
          zipCode: '400609',
          countryId: 146,
          stateId: COUNTY_IDS.cluj,
          phone: '+40 264 555 010',
          isDefault: true,
        }),
      ],
    },
    {
      customer: customer({
        id: 503,
        addressId: 7004,
        email: 'buyer@vat-exempt.example.com',
        firstName: 'Stefan',
        lastName: 'Huber',
        titleCode: 3,
        company: 'Holzbau Huber GmbH',
        isCompany: true,
        excludeVat: true,
        vatNumber: 'ATU13585627',
      }),
      password: DEMO_PASSWORD,
      countryId: 13,
      addresses: [
        address({
          id: 7004,
          label: 'Firma',
          titleCode: 3,
          firstName: 'Stefan',
          lastName: 'Huber',
          company: 'Holzbau Huber GmbH',
          address1: 'Landstraße',
          address2: '42',
          city: 'Linz',
          zipCode: '4020',
          countryId: 13,
          stateId: COUNTY_IDS.upperAustria,
          phone: '+43 732 555 042',
          isDefault: true,
        }),
      ],
    },
    {
      customer: customer({
        id: 504,
        addressId: 7005,
        email: 'admin@example.com',
        firstName: 'Lena',
        lastName: 'Schneider',
        titleCode: 2,
        isAdmin: true,
      }),
      password: ADMIN_PASSWORD,
      countryId: 5,
      addresses: [
        address({
          id: 7005,
          label: 'Büro',
          titleCode: 2,
          firstName: 'Lena',
          lastName: 'Schneider',
          address1: 'Friedrichstraße',
          address2: '123',
          city: 'Berlin',
          zipCode: '10117',
          countryId: 5,
          stateId: COUNTY_IDS.berlin,
          phone: '+49 30 555 01420',
          isDefault: true,
        }),
      ],
    },
  ];
}
