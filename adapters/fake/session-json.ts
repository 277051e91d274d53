export function readJson(storage: Storage | null | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key) ?? null;
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | null | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // full or blocked storage: the fake keeps working in memory
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const numbersIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isFiniteNumber) : []);

export const stringsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const numberEntries = (value: unknown): [number, number][] =>
  isRecord(value)
    ? Object.entries(value).flatMap(([key, v]) =>
        isFiniteNumber(v) && Number.isFinite(Number(key)) ? [[Number(key), v] as [number, number]] : [],
      )
    : [];
