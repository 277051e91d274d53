import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/features/shell/header/language-switcher';
import { renderWithStores } from '../support/render-with-stores';

describe('the language switcher', () => {
  it('names each language by the code it shows (WCAG 2.5.3) and describes it by the language in itself', () => {
    renderWithStores(<LanguageSwitcher />);
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    const links = languages.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['DE', 'RO', 'EN']);
    expect(languages.getByRole('link', { name: 'DE', description: 'Deutsch' })).toBe(links[0]);
    expect(languages.getByRole('link', { name: 'RO', description: 'Română' })).toBe(links[1]);
    expect(languages.getByRole('link', { name: 'EN', description: 'English' })).toBe(links[2]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });
});
