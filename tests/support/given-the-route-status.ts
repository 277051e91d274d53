import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The page's polite live region for navigations (role status), taken from index.html into the test document: what it said last. */
export function givenTheRouteStatus(): { said: () => string; remove: () => void } {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const region = new DOMParser().parseFromString(html, 'text/html').getElementById('route-status');
  if (region?.getAttribute('role') !== 'status') throw new Error('index.html has no #route-status live region');
  const element = document.importNode(region, true);
  document.body.append(element);
  return { said: () => element.textContent ?? '', remove: () => element.remove() };
}
