import { when } from 'mobx';
import type { RootStore } from './root-store';

/**
 * Start-up, in the order section 4 needs: the app-version check comes before any request or
 * storage write ('reload' when storage was reset for a new build); then the stored state is read,
 * other tabs are followed and the shell's data is loaded. In steps, so that the caller can give the
 * main thread back in between.
 */
export function* startSteps(root: Omit<RootStore, 'startSteps'>, currentPath: string): Generator<void, 'reload' | 'ready'> {
  if (root.app.checkVersion(currentPath)) return 'reload';
  root.consent.start();
  root.app.announceUpdate();
  yield;
  root.session.restore();
  root.session.listen();
  yield;
  root.cartLines.load();
  root.cartLines.listen();
  root.recentlyViewed.listen();
  // The cart's own stores (coupon, shipment, server refresh) start once there is a cart.
  when(
    () => root.cartLines.cartId !== null,
    () => root.cartFeature.preload(),
  );
  yield;
  root.pricing.start();
  yield;
  void root.shop.localeConfig.ensure();
  void root.shop.storeInfo.ensure();
  yield;
  root.menu.start();
  root.app.markStarted();
  return 'ready';
}
