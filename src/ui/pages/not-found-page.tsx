export default function Page(_props: Record<string, unknown>) {
  return <p>not-found-page</p>;
}
