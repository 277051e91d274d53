import { describe, expect, it } from 'vitest';
import { textExcerpt } from '../../../src/domain/text-excerpt';

describe('the text of server HTML for a meta description', () => {
  it('drops tags, scripts and styles, decodes entities and collapses whitespace', () => {
    expect(
      textExcerpt(
        '<h2>Delivery</h2>\n<p>We deliver &amp; assemble <b>free</b>&nbsp;of charge.</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('Delivery We deliver & assemble free of charge.');
  });

  it('cuts long text at a word and marks the cut', () => {
    const excerpt = textExcerpt(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
