import { createHash } from 'node:crypto';

/** A strong entity tag: the hash of the page's bytes, so every server behind a balancer gives the same one. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the cache's copy is still the page (If-None-Match, compared weakly as RFC 9110 asks:
 * a compressed answer carries the tag as W/"…").
 */
export function stillFresh(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}
