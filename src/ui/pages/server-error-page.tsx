export function ServerErrorPage() {
  return <p>server error</p>;
}
