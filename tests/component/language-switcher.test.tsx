import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/features/shell/header/language-switcher';
import { renderWithStores } from '../support/render-with-stores';

/** WCAG 2.5.3: the name a speech user says ("click DE") starts with the text they see. */
const nameStartsWithVisibleText = (link: HTMLElement): boolean => {
  const visible = link.textContent?.trim() ?? '';
  const name = link.getAttribute('aria-label') ?? visible;
  return visible !== '' && new RegExp(`^${visible}\\b`).test(name);
};

describe('the language switcher', () => {
  it('shows each language by its code and names it by the code and the language in itself', () => {
    renderWithStores(<LanguageSwitcher />);
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    const links = languages.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['DE', 'RO', 'EN']);
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'DE – Deutsch',
      'RO – Română',
      'EN – English',
    ]);
    expect(links.filter((link) => !nameStartsWithVisibleText(link))).toEqual([]);
  });
});
