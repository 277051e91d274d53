/** The tag manager's own container id form: GTM- and 4 to 12 capital letters or digits. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The container id in a configured or server-supplied value, or null. Only an id of the tag
 * manager's own form is accepted; a script, a URL or anything else is never run or loaded.
 */
export function tagManagerId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return CONTAINER_ID.test(value) ? value : null;
}
