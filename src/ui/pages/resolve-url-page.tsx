export default function Page(_props: Record<string, unknown>) {
  return <p>resolve-url-page</p>;
}
