import type { FeatureModule } from '../../shared/feature-module';
import { HeaderStore } from './header-store';
import { ServerErrorStore } from './server-error-store';

/**
 * The header, the footer, the admin bar and the server-error page around every screen. The footer
 * is below the fold everywhere: its store downloads with it.
 */
export const shellModule = {
  stores: { header: HeaderStore, serverError: ServerErrorStore },
  lazy: {
    footer: { load: async () => ({ stores: { footer: (await import('./footer-store')).FooterStore } }) },
    adminBar: { load: async () => ({ stores: { bar: (await import('./admin-bar-store')).AdminBarStore } }) },
  },
} satisfies FeatureModule;
