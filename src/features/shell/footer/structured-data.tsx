/** JSON-LD as a script element; '<' is escaped so server text can never close the script. */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
