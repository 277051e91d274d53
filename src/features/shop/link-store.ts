import { inject, injectable } from 'inversify';
import { APP_CONFIG, type AppConfig } from '../../../ports/config-port';
import { isAllowedExternalUrl, safeInternalPath, withdrawalFormTarget } from '../../domain/external-url';
import { paymentRedirectTarget } from '../../domain/payment-redirect';
import { ShopStore } from './shop-store';
import { observeStore } from '../../shared/observe-store';

export interface BackOfficeLink {
  href: string;
  /** Opens outside the shop (through the allowlist check) rather than as a same-origin path. */
  external: boolean;
}

/** Which addresses the shop may open: the external allowlist, the withdrawal form and the back office. */
@injectable()
export class LinkStore {
  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    observeStore(this, arguments);
  }

  /** The one allowlist check for external navigation: configured hosts and the shop's own. */
  isAllowedExternal(href: string): boolean {
    return isAllowedExternalUrl(href, [...this.config.externalHosts, new URL(this.config.siteOrigin).hostname]);
  }

  /** Where back-office HTML may load images and media from: the configured image hosts, and the shop's and its APIs' origins. */
  get resourceHosts(): string[] {
    const { siteOrigin, apiUrl, fastApiUrl, imageHosts } = this.config;
    return [...imageHosts, siteOrigin, apiUrl, fastApiUrl];
  }

  /** The withdrawal-form PDF from the store config, when it is a same-origin path or an allowed address. */
  get withdrawalFormTarget(): string | null {
    return withdrawalFormTarget(this.shop.localeConfig.value?.withdrawalFormPdfUrl, this.config.externalHosts);
  }

  /** Where a payment may send the browser: a configured provider host (exact, https) or a shop path; else null. */
  paymentTarget(url: string): string | null {
    return paymentRedirectTarget(url, this.config.paymentHosts);
  }

  /** A back-office page (section 2.7's admin bar) under the configured base URL. */
  backOfficeLink(path: string): BackOfficeLink {
    const href = `${this.config.backOfficeUrl.replace(/\/+$/, '')}${path}`;
    return /^https?:\/\//i.test(href) ? { href, external: true } : { href: safeInternalPath(href), external: false };
  }
}
