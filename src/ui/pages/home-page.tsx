export default function Page(_props: Record<string, unknown>) {
  return <p>home-page</p>;
}
