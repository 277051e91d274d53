import type { OrderAddress } from '../../../ports/model/order';

/** An address as printed on the order: name, company, street, town, phone. */
export function OrderAddressBlock({ address }: { address: OrderAddress }) {
  const name = [address.firstName, address.lastName].join(' ');
  const street = [address.address1, address.address2].filter(Boolean).join(' ');
  const town = [address.zipCode, address.city].join(' ');
  return (
    <address>
      {name}
      {address.company && <br />}
      {address.company}
      <br />
      {street}
      {address.address3 && <br />}
      {address.address3}
      <br />
      {town}
      {address.phone && <br />}
      {address.phone}
    </address>
  );
}
