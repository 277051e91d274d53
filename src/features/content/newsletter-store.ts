import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { NEWSLETTER_PORT, type NewsletterPort } from '../../../ports/newsletter-port';
import { isPlausibleEmail } from '../../domain/email-address';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

export type NewsletterAction = 'subscribe' | 'unsubscribe';
export type NewsletterStatus = 'idle' | 'sending' | 'done' | 'failed';

/** The newsletter sign-up (/newsletter?email=) and sign-off (/newsletter-unsubscribe). */
@injectable()
export class NewsletterStore {
  email = '';
  action: NewsletterAction = 'subscribe';
  status: NewsletterStatus = 'idle';
  /** The address was sent or checked and is not one. */
  invalid = false;

  constructor(
    @inject(NEWSLETTER_PORT) private readonly port: NewsletterPort,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    observeStore(this, arguments);
  }

  /**
   * A screen opens: its action, and the address the footer box passed (or none). The footer box's
   * press has asked already (`asked`), so the address is subscribed at once; the same screen opened
   * again for the same address keeps its outcome.
   */
  open(action: NewsletterAction, email: string, asked = false): void {
    if (!asked && action === this.action && email.trim() === this.email && this.status !== 'idle') return;
    this.action = action;
    this.email = email.trim();
    this.status = 'idle';
    this.invalid = false;
    if (asked && action === 'subscribe') void this.submit();
  }

  setEmail(email: string): void {
    this.email = email;
    this.invalid = false;
    if (this.status !== 'sending') this.status = 'idle';
  }

  async submit(): Promise<void> {
    if (this.status === 'sending') return;
    const email = this.email.trim();
    if (!isPlausibleEmail(email)) {
      this.invalid = true;
      return;
    }
    this.status = 'sending';
    const answer =
      this.action === 'subscribe' ? await this.port.subscribe(email, this.shop.language) : await this.port.unsubscribe(email);
    runInAction(() => (this.status = answer.ok ? 'done' : 'failed'));
  }
}
