import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { APP_CONFIG, type AppConfig } from '../../../ports/config-port';
import { listPriceAndDiscount } from '../../domain/discount';
import { formatMoney } from '../../domain/money-format';
import { displayPrice, type PriceContext } from '../../domain/pricing';
import { SessionStore } from '../session/session-store';
import { ShopStore } from './shop-store';
import { observeStore } from '../../shared/observe-store';

export interface ShownPrice {
  /** null when the server sent a malformed price: show 'price unavailable'. */
  amount: number | null;
  text: string | null;
  vat: 'gross' | 'zero';
}

export interface ShownProductPrice extends ShownPrice {
  listText: string | null;
  discountPercent: number;
}

/** Turns net euro prices into what the shopper sees for their country, customer type and currency. */
@injectable()
export class PricingStore {
  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    observeStore(this, arguments);
  }

  /** Reads the default country once a company customer is here: only their 0-VAT rule needs it. Returns the disposer. */
  start(): () => void {
    return reaction(
      () => this.session.isCompany,
      (isCompany) => isCompany && void this.shop.defaultCountry.ensure(),
      { fireImmediately: true },
    );
  }

  get context(): PriceContext {
    return {
      taxRate: this.shop.taxRate,
      currencyRate: this.shop.currency.rate,
      excludeVat: this.session.excludeVat,
      isCompany: this.session.isCompany,
      countryId: this.shop.countryId,
      defaultCountryId: this.shop.defaultCountryId,
      zeroVatCategoryIds: this.shop.localeConfig.value?.zeroVatCategoryIds ?? [],
    };
  }

  format(amount: number): string {
    return formatMoney(amount, this.shop.currency, this.shop.locale);
  }

  price(netPrice: number, defaultCategoryId: number | null = null): ShownPrice {
    const shown = displayPrice(netPrice, defaultCategoryId, this.context);
    return { ...shown, text: shown.amount === null ? null : this.format(shown.amount) };
  }

  /** Selling price plus the struck-through list price and the discount badge. */
  productPrice(netPrice: number, listNetPrice: number | null, defaultCategoryId: number | null = null): ShownProductPrice {
    const shown = this.price(netPrice, defaultCategoryId);
    const list = listNetPrice === null ? null : displayPrice(listNetPrice, defaultCategoryId, this.context).amount;
    if (shown.amount === null) return { ...shown, listText: null, discountPercent: 0 };
    const { listPrice, percent } = listPriceAndDiscount(shown.amount, list, this.config.assumedMarkupPercent);
    return { ...shown, listText: percent > 0 ? this.format(listPrice) : null, discountPercent: percent };
  }
}
