import type { Address, Customer } from '../../../ports/model/customer';
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
  ...fields,
});

const address = (
  fields: Partial<Address> &
    Pick<Address, 'id' | 'label' | 'firstName' | 'lastName' | 'address1' | 'city' | 'zipCode' | 'countryId'>,
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
          firstName: 'Anna',
          lastName: 'Popescu',
          address1: 'Strada Lipscani 53',
          address2: 'Ap. 12',
          city: 'București',
          zipCode: '030031',
          countryId: 146,
          stateId: 40,
          cellphone: '+40 722 555 123',
          isDefault: true,
        }),
        address({
          id: 7002,
          label: 'Birou',
          firstName: 'Anna',
          lastName: 'Popescu',
          address1: 'Strada Memorandumului 12',
          city: 'Cluj-Napoca',
          zipCode: '400114',
          countryId: 146,
          stateId: 12,
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
      }),
      password: DEMO_PASSWORD,
      countryId: 146,
      addresses: [
        address({
          id: 7003,
          label: 'Sediu',
          firstName: 'Mihai',
          lastName: 'Ionescu',
          company: 'Mobila Company SRL',
          address1: 'Calea Dorobanților 101',
          city: 'Cluj-Napoca',
          zipCode: '400609',
          countryId: 146,
          stateId: 12,
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
      }),
      password: DEMO_PASSWORD,
      countryId: 13,
      addresses: [
        address({
          id: 7004,
          label: 'Firma',
          firstName: 'Stefan',
          lastName: 'Huber',
          company: 'Holzbau Huber GmbH',
          address1: 'Landstraße 42',
          city: 'Linz',
          zipCode: '4020',
          countryId: 13,
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
          firstName: 'Lena',
          lastName: 'Schneider',
          address1: 'Friedrichstraße 123',
          city: 'Berlin',
          zipCode: '10117',
          countryId: 5,
          phone: '+49 30 555 01420',
          isDefault: true,
        }),
      ],
    },
  ];
}
