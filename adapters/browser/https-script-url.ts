/** A script's address when it is an absolute https URL; anything else is never loaded. */
export function httpsScriptUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}
