import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import type { AddBlocker, ProductStore } from './product-store';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { DeliveryEstimate } from '../catalog/delivery-estimate';
import { PriceOnRequest, PriceTag } from '../catalog/price-tag';
import { QuantityStepper } from '../catalog/quantity-stepper';
import { StockBadge } from '../catalog/stock-badge';
import { ColourPicker, SizePicker } from './variant-picker';
import { Skeleton } from '../../shared/components/skeleton';
import { PriceRequest } from './price-request';
import styles from './product-purchase.module.css';

const messages = defineMessages({
  noVariant: { id: 'catalog.product.noVariant', defaultMessage: 'This product cannot be ordered at the moment.' },
  priceBlocked: {
    id: 'catalog.product.priceBlocked',
    defaultMessage: 'The price could not be read, so this product cannot be added to the cart.',
  },
  outOfStock: {
    id: 'catalog.product.outOfStock',
    defaultMessage: 'This variant is out of stock. Choose another colour or size.',
  },
});

const BLOCKER_MESSAGES: Partial<Record<NonNullable<AddBlocker>, (typeof messages)[keyof typeof messages]>> = {
  'no-variant': messages.noVariant,
  'price-unavailable': messages.priceBlocked,
  'out-of-stock': messages.outOfStock,
};

/** The buying part of a product page: price, stock and delivery, variant pickers, quantity and add to cart. */
export const ProductPurchase = observer(function ProductPurchase({ store, product }: { store: ProductStore; product: Product }) {
  const priceRequest = store.isPriceRequest;
  return (
    <>
      <div className={styles.price} data-testid="price-block">
        {priceRequest ? (
          <PriceOnRequest size="large" />
        ) : store.priceLoading || store.priceInputs === null ? (
          <div aria-hidden="true" className={styles.priceSkeleton}>
            <Skeleton width="10rem" height="1.75rem" />
          </div>
        ) : (
          <PriceTag
            size="large"
            net={store.priceInputs.net}
            listNet={store.priceInputs.listNet}
            defaultCategoryId={store.priceInputs.defaultCategoryId}
          />
        )}
      </div>
      <div className={styles.availability}>
        <StockBadge stock={store.stock} />
        {!priceRequest && <DeliveryEstimate delay={store.delivery} loading={store.deliveryLoading} />}
      </div>
      <div className={styles.pickers}>
        <ColourPicker
          colours={product.colours}
          selectedId={store.variant.selectedColour?.id ?? null}
          onSelect={store.variant.selectColour}
        />
        <SizePicker sizes={store.variant.sizes} selectedPseId={store.selectedPseId} onSelect={store.variant.selectPse} />
      </div>
      {priceRequest ? <PriceRequest product={product} email={store.requestEmail} /> : <BuyBar store={store} product={product} />}
    </>
  );
});

const BuyBar = observer(function BuyBar({ store, product }: { store: ProductStore; product: Product }) {
  const blocker = store.addBlocker;
  const blockerMessage = blocker ? BLOCKER_MESSAGES[blocker] : undefined;
  const shownText = store.shownPrice?.text;
  return (
    <>
      <QuantityStepper
        value={store.quantity}
        step={store.step}
        adjusted={store.quantityAdjusted}
        onChange={store.setQuantity}
        disabled={blocker === 'no-variant' || blocker === 'price-unavailable'}
      />
      <div className={styles.buy} data-testid="buy-bar" data-bottom-bar="">
        {shownText && <span className={`${styles.buyPrice} tabular`}>{shownText}</span>}
        <AddToCartButton
          product={product}
          pseId={store.selectedPseId}
          quantity={store.quantity}
          price={store.linePrice}
          disabled={blocker !== null}
        />
      </div>
      <p className={styles.blocker} role="status">
        {blockerMessage && <FormattedMessage {...blockerMessage} />}
      </p>
    </>
  );
});
