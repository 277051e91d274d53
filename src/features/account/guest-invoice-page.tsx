import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { OrderScreen } from './order-screen';

/** /guest/invoice/{ref}/{hash}: the order screen, open to guests; a wrong hash is not found. */
export default function GuestInvoicePage() {
  const { ref = '', hash = '' } = useParams();
  const wellFormed = /^[\w-]{1,64}$/.test(ref) && /^[\w-]{1,128}$/.test(hash);
  const access = useMemo(() => (wellFormed ? { ref, hash } : null), [wellFormed, ref, hash]);
  return <OrderScreen access={access} />;
}
