export default function Page(_props: Record<string, unknown>) {
  return <p>cart-page</p>;
}
