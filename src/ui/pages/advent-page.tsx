export default function Page(_props: Record<string, unknown>) {
  return <p>advent-page</p>;
}
