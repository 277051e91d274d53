/** Fields of a JSON request body, read leniently: a missing or mistyped field is null. */
export type Body = Readonly<Record<string, unknown>>;

export const bodyOf = (body: unknown): Body =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};

export const text = (body: Body, key: string): string | null => {
  const value = body[key];
  return typeof value === 'string' ? value : null;
};

export const integer = (body: Body, key: string): number | null => {
  const value = body[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** A whole number from a query or path parameter, or null. */
export const wholeNumber = (raw: string | null | undefined): number | null =>
  raw !== null && raw !== undefined && /^-?\d+$/.test(raw.trim()) ? Number(raw) : null;
