export default function Page(_props: Record<string, unknown>) {
  return <p>withdrawal-form-page</p>;
}
