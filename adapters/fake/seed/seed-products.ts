import type { SeedFaker } from './seed-random';
import type { ProductImage, ProductKind } from '../../../ports/model/product';
import { i18nOf, type I18n } from './i18n';
import { slugify } from './slug';
import { productSpecNodes } from './seed-categories';
import type { CategoryNode, ProductSpec } from './seed-category-tree';
import { PALETTE } from './seed-colours';
import { deliveryText, madeToOrderText, splitStock } from './seed-fulfilment';
import { KIND_PROFILES, SIZE_SETS, sizeId, type SizeSetKey } from './seed-kinds';
import { MATERIALS } from './seed-materials';
import { MODEL_NAMES, describeProduct, isNaturalMaterial, productFeatures } from './seed-product-texts';
import type { SeedBrand, SeedColour, SeedDelay, SeedProduct, SeedPse } from './seed-types';
import { productImageUrl } from './svg-images';

const FREIGHT_MIN_KG = 40;

export const FIRST_PRODUCT_ID = 2001;
export const FIRST_PSE_ID = 60001;

/** (category id, index within it) pairs with a special role. */
const PRICE_REQUEST: ReadonlySet<string> = new Set(['115:0', '115:1', '2112:0', '2112:1', '512:0', '313:0']);
const WITHOUT_VARIANTS = '143:0';
const WITHOUT_VISIBLE_IMAGE: ReadonlySet<string> = new Set(['112:3', '3221:1', '52:5', '622:2', '713:4']);

type Availability = 'out' | 'low' | 'normal' | 'plenty';

const COMPLEMENTS: Readonly<Record<ProductKind, readonly ProductKind[]>> = {
  sofa: ['textile', 'rug', 'table', 'lamp'],
  chair: ['textile', 'table'],
  table: ['chair', 'lamp'],
  bed: ['textile', 'table', 'lamp'],
  lamp: ['table', 'lamp'],
  shelf: ['lamp', 'textile'],
  rug: ['textile', 'sofa'],
  textile: ['textile', 'rug'],
};

const nicePrice = (value: number): number =>
  value < 50 ? Math.max(4.9, Math.round(value) - 0.1) : Math.round(value / 10) * 10 - 0.1;

function pickStock(faker: SeedFaker, availability: Availability): number {
  switch (availability) {
    case 'out':
      return 0;
    case 'low':
      return faker.number.int({ min: 0, max: 3 });
    case 'normal':
      return faker.datatype.boolean({ probability: 0.08 }) ? 0 : faker.helpers.arrayElement([5, 8, 12, 15, 25, 30, 40]);
    case 'plenty':
      return faker.datatype.boolean({ probability: 0.05 }) ? 0 : faker.helpers.arrayElement([25, 40, 60, 120, 120, 150]);
  }
}

const pickAvailability = (faker: SeedFaker): Availability =>
  faker.helpers.weightedArrayElement<Availability>([
    { weight: 6, value: 'out' },
    { weight: 16, value: 'low' },
    { weight: 48, value: 'normal' },
    { weight: 30, value: 'plenty' },
  ]);

interface ProductInput {
  faker: SeedFaker;
  id: number;
  indexInCategory: number;
  node: CategoryNode;
  spec: ProductSpec;
  brands: readonly SeedBrand[];
  nextPseId: () => number;
  pses: Map<number, SeedPse>;
}

function buildProduct(input: ProductInput): SeedProduct {
  const { faker, id, spec, node } = input;
  const key = `${node.id}:${input.indexInCategory}`;
  const profile = KIND_PROFILES[spec.kind];
  const brand = faker.helpers.arrayElement(input.brands.filter((b) => b.kinds.includes(spec.kind)));
  const model = faker.helpers.arrayElement(MODEL_NAMES);
  const materialKey = faker.helpers.arrayElement(spec.materials ?? profile.materials);
  const material = MATERIALS[materialKey];
  const ref = `${profile.refPrefix}-${10000 + (id - FIRST_PRODUCT_ID) * 17 + faker.number.int({ min: 0, max: 16 })}`;
  const title = i18nOf((l) => `${spec.noun[l]} ${model}, ${material[l]}`);
  const stem = i18nOf((l) => `${slugify(title[l])}-${ref.toLowerCase()}`);
  const url = i18nOf((l) => `${stem[l]}.html`);
  const [minPrice, maxPrice] = spec.price ?? profile.price;
  const netPrice = nicePrice(faker.number.int({ min: minPrice, max: maxPrice }));
  const promoRatio = faker.datatype.boolean({ probability: 0.1 })
    ? faker.number.float({ min: 0.8, max: 0.9, fractionDigits: 2 })
    : null;
  const listRoll = faker.number.float({ min: 0, max: 1 });
  const higherList = nicePrice(netPrice * faker.number.float({ min: 1.15, max: 1.5, fractionDigits: 2 }));
  const lowerList = nicePrice(netPrice * 0.85);
  const listNetPrice =
    listRoll < 0.3 && higherList > netPrice ? higherList : listRoll > 0.975 && lowerList < netPrice ? lowerList : null;
  const availability = pickAvailability(faker);
  const withoutVariants = key === WITHOUT_VARIANTS;
  const sizeSet: SizeSetKey = spec.sizes ?? profile.sizes;
  const sizeOptions = SIZE_SETS[sizeSet];
  const colourCount = withoutVariants
    ? 0
    : faker.helpers.weightedArrayElement([
        { weight: 3, value: 1 },
        { weight: 4, value: 2 },
        { weight: 3, value: 3 },
        { weight: 2, value: 4 },
      ]);
  const sizeCount = faker.number.int({ min: 1, max: Math.min(4, sizeOptions.length) });
  const palette = faker.helpers.arrayElements(PALETTE, colourCount);
  const minDays = faker.number.int({ min: profile.deliveryDays[0], max: profile.deliveryDays[1] - 1 });
  const maxDays = minDays + faker.number.int({ min: 1, max: 7 });
  // The heavy kinds (sofas, beds, wardrobes) travel by freight carrier.
  const freight = profile.weightKg[0] >= FREIGHT_MIN_KG;
  const productDelay: SeedDelay = { minDays, maxDays, text: deliveryText(minDays, maxDays), freight };
  const madeToOrder: SeedDelay = {
    minDays: minDays + 10,
    maxDays: maxDays + 20,
    text: madeToOrderText(minDays + 10, maxDays + 20),
    freight,
  };
  const makePse = (colourId: number | null, colourCode: string, sizeIndex: number | null, stock: number): SeedPse => {
    const pseId = input.nextPseId();
    const factor = sizeIndex === null ? 1 : (sizeOptions[sizeIndex]?.factor ?? 1);
    const price = sizeIndex === null || sizeIndex === 0 ? netPrice : nicePrice(netPrice * factor);
    const pse: SeedPse = {
      id: pseId,
      productId: id,
      colourId,
      sizeId: sizeIndex === null ? null : sizeId(sizeSet, sizeIndex),
      ref: `${ref}-${colourCode}${sizeIndex === null ? '' : `-${sizeIndex + 1}`}`,
      stock,
      netPrice: price,
      promoNetPrice: promoRatio === null ? null : nicePrice(price * promoRatio),
      url: { de: `${stem.de}-${pseId}.html`, ro: `${stem.ro}-${pseId}.html`, en: `${stem.en}-${pseId}.html` },
      centreStock: splitStock(faker, stock),
      delay: stock > 0 ? productDelay : madeToOrder,
    };
    input.pses.set(pseId, pse);
    return pse;
  };
  const colours: SeedColour[] = palette.map((colour) => ({
    id: colour.id,
    name: colour.name,
    hex: colour.hex,
    sizes: Array.from({ length: sizeCount }, (_, sizeIndex) => {
      const pse = makePse(colour.id, colour.code, sizeIndex, pickStock(faker, availability));
      return { id: pse.sizeId ?? 0, name: sizeOptions[sizeIndex]?.name ?? i18nOf(() => ''), stock: pse.stock, pseId: pse.id };
    }),
  }));
  const standalone = withoutVariants ? makePse(null, 'STD', null, 7) : null;
  const pseIds = standalone === null ? colours.flatMap((c) => c.sizes.map((s) => s.pseId)) : [standalone.id];
  const pseList = pseIds.map((pseId) => input.pses.get(pseId)).filter((pse): pse is SeedPse => pse !== undefined);
  const defaultPse = pseList.find((pse) => pse.stock > 0) ?? pseList[0] ?? null;
  const hexes = colours.length > 0 ? colours.map((c) => c.hex) : ['#b08d57'];
  const imageCount = faker.number.int({ min: 2, max: 4 });
  const step = faker.helpers.arrayElement([1, 1, 10]);
  const allHidden = WITHOUT_VISIBLE_IMAGE.has(key);
  const images: ProductImage[] = Array.from({ length: imageCount }, (_, i) => ({
    url: productImageUrl(spec.kind, hexes[i % hexes.length] ?? '#b08d57', i),
    visible: !allHidden,
    position: (i + 1) * step,
  }));
  if (!allHidden && faker.datatype.boolean({ probability: 0.08 })) {
    images.push({ url: productImageUrl(spec.kind, '#9a9a9a', 3), visible: false, position: 0 });
  }
  const width = faker.number.int({ min: profile.width[0], max: profile.width[1] });
  const depth = faker.number.int({ min: profile.depth[0], max: profile.depth[1] });
  const height = faker.number.int({ min: profile.height[0], max: profile.height[1] });
  const variant = faker.number.int({ min: 0, max: 2 });
  const isPriceRequest = PRICE_REQUEST.has(key);
  const tags = [
    ...(faker.datatype.boolean({ probability: 0.12 }) ? ['new'] : []),
    ...(promoRatio !== null || (listNetPrice !== null && listNetPrice > netPrice) ? ['sale'] : []),
    ...(isNaturalMaterial(materialKey) ? ['eco'] : []),
  ];
  return {
    id,
    ref,
    kind: spec.kind,
    title,
    descriptionHtml: describeProduct({
      noun: spec.noun,
      model,
      brand: brand.title,
      material,
      colourCount: colours.length,
      width,
      depth,
      height,
      variant,
    }),
    url,
    brandId: brand.id,
    categoryIds: [node.id],
    defaultCategoryId: node.id,
    tags,
    netPrice,
    promoNetPrice: promoRatio === null ? null : nicePrice(netPrice * promoRatio),
    listNetPrice,
    images,
    colours,
    pseIds,
    defaultPseId: defaultPse?.id ?? null,
    isPriceRequest,
    salesQuantity: Math.floor(5000 * faker.number.float({ min: 0, max: 1 }) ** 3),
    features: productFeatures({
      kind: spec.kind,
      material,
      colourNames: colours.map((c): I18n => c.name),
      width,
      depth,
      height,
      weightKg: faker.number.int({ min: profile.weightKg[0], max: profile.weightKg[1] }),
    }),
    delay: isPriceRequest ? null : productDelay,
    accessoryIds: [],
    recommendationIds: [],
    quantityMultiple: spec.quantityMultiple ?? 1,
  };
}

function groupBy<K>(products: readonly SeedProduct[], key: (product: SeedProduct) => K): Map<K, SeedProduct[]> {
  const groups = new Map<K, SeedProduct[]>();
  for (const product of products) {
    const group = groups.get(key(product));
    if (group === undefined) groups.set(key(product), [product]);
    else group.push(product);
  }
  return groups;
}

function linkProducts(faker: SeedFaker, products: SeedProduct[]): void {
  const byKind = groupBy(products, (product) => product.kind);
  const byCategory = groupBy(products, (product) => product.defaultCategoryId);
  const complements = new Map(
    Object.entries(COMPLEMENTS).map(([kind, kinds]) => [kind, kinds.flatMap((k) => byKind.get(k) ?? [])] as const),
  );
  for (const product of products) {
    const candidates = (complements.get(product.kind) ?? []).filter((p) => p.id !== product.id);
    product.accessoryIds = faker.helpers.arrayElements(candidates, faker.number.int({ min: 0, max: 4 })).map((p) => p.id);
    const siblings = (byCategory.get(product.defaultCategoryId) ?? []).filter((p) => p.id !== product.id);
    const pool =
      siblings.length >= 4
        ? siblings
        : [
            ...siblings,
            ...(byKind.get(product.kind) ?? []).filter(
              (p) => p.id !== product.id && p.defaultCategoryId !== product.defaultCategoryId,
            ),
          ];
    product.recommendationIds = faker.helpers
      .arrayElements(pool, Math.min(pool.length, faker.number.int({ min: 4, max: 8 })))
      .map((p) => p.id);
  }
}

export const byDefaultSort = (a: SeedProduct, b: SeedProduct): number => b.salesQuantity - a.salesQuantity || a.id - b.id;

type BuiltProducts = { products: SeedProduct[]; pses: Map<number, SeedPse> };

/** The products, one category after another, with a step after each product (see seedSteps). */
export function* productSteps(faker: SeedFaker, brands: readonly SeedBrand[]): Generator<void, BuiltProducts> {
  const pses = new Map<number, SeedPse>();
  const products: SeedProduct[] = [];
  let pseCounter = FIRST_PSE_ID;
  const nextPseId = (): number => pseCounter++;
  for (const node of productSpecNodes()) {
    const spec = node.products;
    if (spec === undefined) continue;
    for (let indexInCategory = 0; indexInCategory < spec.count; indexInCategory += 1) {
      const id = FIRST_PRODUCT_ID + products.length;
      products.push(buildProduct({ faker, id, indexInCategory, node, spec, brands, nextPseId, pses }));
      yield;
    }
  }
  linkProducts(faker, products);
  yield;
  return { products, pses };
}
