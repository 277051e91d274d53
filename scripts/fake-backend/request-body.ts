/** A JSON body's fields as a record; anything else reads as no fields. */
export const fieldsOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A JSON number as sent, else NaN: a missing or junk id then fails the fake port's own checks. */
export const numberField = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/** A number, or null when absent, null or junk. */
export const nullableNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

export const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
