import type { Result } from '../../ports/model/result';
import type { NewsletterPort } from '../../ports/newsletter-port';
import { newsletterSubscribe200, newsletterUnsubscribe200 } from './generated/shop-api-customer-validators';
import { sendForStatus } from './http-call';
import type { ShopClient } from './http-clients';
import { apiLocale } from './shop-locale';

export class OpenApiNewsletterAdapter implements NewsletterPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly satellite: string,
  ) {}

  subscribe(email: string, language: string): Promise<Result<void>> {
    return sendForStatus(
      () =>
        this.shop.POST('/api/newsletter/subscribe', { body: { email, locale: apiLocale(language), satellite: this.satellite } }),
      newsletterSubscribe200,
    );
  }

  unsubscribe(email: string): Promise<Result<void>> {
    return sendForStatus(
      () => this.shop.POST('/api/newsletter/unsubscribe', { body: { email, satellite: this.satellite } }),
      newsletterUnsubscribe200,
    );
  }
}
