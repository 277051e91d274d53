import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import de from '../../src/i18n/compiled/de.json';
import en from '../../src/i18n/compiled/en.json';
import ro from '../../src/i18n/compiled/ro.json';
import type { Messages } from '../../src/i18n/load-messages';
import { CountryDropdown } from '../../src/features/shell/header/country-dropdown';
import { StoreProvider } from '../../src/shared/store-context';
import { givenAShop } from '../support/build-root-store';

const CATALOGS: Record<string, { locale: string; messages: Messages }> = {
  de: { locale: 'de-DE', messages: de as Messages },
  en: { locale: 'en-GB', messages: en as Messages },
  ro: { locale: 'ro-RO', messages: ro as Messages },
};

describe("the country dropdown's label", () => {
  it.each(Object.keys(CATALOGS))('in %s has no doubled full stop after the VAT rate', async (language) => {
    const world = givenAShop({ config: { language: 'ro', locale: 'ro_RO' } });
    await vi.waitFor(() => expect(world.root.shop.localeConfig.status).toBe('ready'));
    const { locale, messages } = CATALOGS[language]!;
    render(
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        <StoreProvider root={world.root}>
          <MemoryRouter>
            <CountryDropdown />
          </MemoryRouter>
        </StoreProvider>
      </IntlProvider>,
    );

    const label = screen.getByRole('button', { name: /21/ }).getAttribute('aria-label') ?? '';
    expect(label).toMatch(/21/);
    expect(label).not.toMatch(/\.\./);
  });
});
