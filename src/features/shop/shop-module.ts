import type { FeatureModule } from '../../shared/feature-module';
import { AppStore } from './app-store';
import { CalendarStore } from './calendar-store';
import { LinkStore } from './link-store';
import { PricingStore } from './pricing-store';
import { QueryFactory } from './query-factory';
import { ShopStore } from './shop-store';

/** The shop's settings, prices and calendar, its links, and the app's version. */
export const shopModule = {
  stores: { app: AppStore, shop: ShopStore, pricing: PricingStore, calendar: CalendarStore, links: LinkStore },
  services: [QueryFactory],
} satisfies FeatureModule;
