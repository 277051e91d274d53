import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from '../../src/ui/components/page-heading';

describe('the page heading', () => {
  it('takes focus when the page opens, so screen readers announce it', () => {
    render(<PageHeading>Sofas</PageHeading>);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sofas' }));
  });

  it('leaves the focus in a field the shopper is typing in (a page that arrives late must not take it)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    render(<PageHeading>Sofas</PageHeading>);
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});
