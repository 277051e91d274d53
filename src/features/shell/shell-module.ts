import type { FeatureModule } from '../../shared/feature-module';
import { FooterStore } from './footer-store';
import { HeaderStore } from './header-store';
import { ServerErrorStore } from './server-error-store';

/** The header, the footer, the admin bar and the server-error page around every screen. */
export const shellModule = {
  stores: { header: HeaderStore, footer: FooterStore, serverError: ServerErrorStore },
  lazy: { adminBar: { load: async () => ({ stores: { bar: (await import('./admin-bar-store')).AdminBarStore } }) } },
} satisfies FeatureModule;
