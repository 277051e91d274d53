import { describe, expect, it } from 'vitest';
import { entityTag, stillFresh } from '../../../src/server/entity-tag';

describe("a catalogue page's entity tag", () => {
  it('is a strong tag that follows the bytes of the page', () => {
    expect(entityTag('<p>a</p>')).toMatch(/^"[\w-]{32}"$/);
    expect(entityTag('<p>a</p>')).toBe(entityTag('<p>a</p>'));
    expect(entityTag('<p>a</p>')).not.toBe(entityTag('<p>b</p>'));
  });

  it("matches If-None-Match weakly (a compressed copy's W/ tag), in a list, or *", () => {
    const tag = entityTag('page');
    expect(stillFresh(tag, tag)).toBe(true);
    expect(stillFresh(`W/${tag}`, tag)).toBe(true);
    expect(stillFresh(`"other", ${tag}`, tag)).toBe(true);
    expect(stillFresh('*', tag)).toBe(true);
  });

  it('does not match another tag or none', () => {
    const tag = entityTag('page');
    expect(stillFresh(entityTag('other page'), tag)).toBe(false);
    expect(stillFresh(undefined, tag)).toBe(false);
    expect(stillFresh('', tag)).toBe(false);
  });
});
