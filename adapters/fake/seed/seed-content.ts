import { escapeHtml, slugify } from './slug';
import { i18nOf, mapI18n, t, type I18n } from './i18n';
import { INFO_PAGES, INFO_PAGE_TEXTS } from './seed-info-pages';
import type { SeedBrand, SeedCategory, SeedContent, SeedFolder, SeedProduct } from './seed-types';

export const CONTENT_FOLDER_IDS = { info: 1, blog: 2, campaigns: 3 } as const;
export const LANDING_CONTENT_IDS = {
  brandCategory: 31,
  brandTopCategory: 32,
  malformedPostscriptum: 33,
  plainPostscriptum: 34,
} as const;

export const infoPageContentId = (index: number): number => index + 1;

const BLOG_POSTS: readonly { id: number; title: I18n; html: I18n }[] = [
  {
    id: 21,
    title: t(
      '5 Tipps für das perfekte Ecksofa',
      '5 sfaturi pentru canapeaua de colț perfectă',
      '5 tips for choosing the perfect corner sofa',
    ),
    html: t(
      '<p>Messen Sie den Raum zweimal, planen Sie Laufwege von mindestens 80 cm ein und wählen Sie die Ecke passend zur Fensterseite.</p><p>Bezugsstoffe mit hoher Scheuerbeständigkeit (über 30.000 Touren) halten Kindern und Haustieren stand.</p>',
      '<p>Măsoară camera de două ori, lasă cel puțin 80 cm pentru circulație și alege orientarea colțului în funcție de fereastră.</p><p>Tapițeriile cu rezistență mare la abraziune (peste 30.000 de cicluri) fac față copiilor și animalelor de companie.</p>',
      '<p>Measure the room twice, keep walkways of at least 80 cm and choose the corner side to suit the window.</p><p>Covers with high abrasion resistance (over 30,000 rubs) stand up to children and pets.</p>',
    ),
  },
  {
    id: 22,
    title: t('Massivholz richtig pflegen', 'Cum îngrijești mobilierul din lemn masiv', 'Caring for solid wood furniture'),
    html: t(
      '<p>Massivholz lebt: Es arbeitet mit der Luftfeuchtigkeit. Ideal sind 40–60 % relative Feuchte.</p><p>Einmal im Jahr mit Pflegeöl behandeln, Flecken sofort abwischen und keine scharfen Reiniger verwenden.</p>',
      '<p>Lemnul masiv este viu: se adaptează umidității din aer. Ideal este un nivel de 40–60 % umiditate relativă.</p><p>Tratează-l cu ulei o dată pe an, șterge petele imediat și evită detergenții agresivi.</p>',
      '<p>Solid wood is alive: it moves with the humidity. 40–60 % relative humidity is ideal.</p><p>Oil it once a year, wipe up stains at once and avoid harsh cleaners.</p>',
    ),
  },
  {
    id: 23,
    title: t(
      'Hygge im Herbst: Textilien, die wärmen',
      'Hygge toamna: textile care încălzesc',
      'Autumn hygge: textiles that keep you warm',
    ),
    html: t(
      '<p>Mit Wolldecken, Samtkissen und einem Hochflorteppich wird das Wohnzimmer zur Wohlfühlzone.</p>',
      '<p>Cu pături din lână, perne din catifea și un covor shaggy, livingul devine locul preferat din casă.</p>',
      '<p>Wool throws, velvet cushions and a shaggy rug turn the living room into a place to unwind.</p>',
    ),
  },
  {
    id: 24,
    title: t('Homeoffice ergonomisch einrichten', 'Birou acasă, amenajat ergonomic', 'Setting up an ergonomic home office'),
    html: t(
      '<p>Die Tischhöhe sollte so eingestellt sein, dass die Unterarme waagerecht aufliegen. Ein höhenverstellbarer Schreibtisch erlaubt den Wechsel zwischen Sitzen und Stehen.</p>',
      '<p>Înălțimea biroului trebuie reglată astfel încât antebrațele să stea orizontal. Un birou reglabil îți permite să alternezi statul jos cu statul în picioare.</p>',
      '<p>Set the desk height so that your forearms rest horizontally. A height-adjustable desk lets you switch between sitting and standing.</p>',
    ),
  },
];

interface BrandCategoryPair {
  brandId: number;
  categoryId: number;
  count: number;
}

function bestPair(
  products: readonly SeedProduct[],
  categories: Map<number, SeedCategory>,
  level: number,
  excludeBrandId?: number,
): BrandCategoryPair {
  const counts = new Map<string, BrandCategoryPair>();
  for (const product of products) {
    if (product.brandId === excludeBrandId) continue;
    let category = categories.get(product.defaultCategoryId);
    while (category !== undefined && category.level > level)
      category = category.parentId === null ? undefined : categories.get(category.parentId);
    if (category === undefined || category.level !== level) continue;
    const key = `${product.brandId}:${category.id}`;
    const entry = counts.get(key) ?? { brandId: product.brandId, categoryId: category.id, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count || a.brandId - b.brandId || a.categoryId - b.categoryId)[0];
  if (best === undefined) throw new Error('The seed has no brand and category pair');
  return best;
}

const pairJson = (pair: BrandCategoryPair): string => `{"brand_id": ${pair.brandId}, "category_id": ${pair.categoryId}}`;

function landing(id: number, brand: SeedBrand, category: SeedCategory, postscriptum: string): SeedContent {
  const title = mapI18n(category.title, (categoryTitle) => `${brand.title}: ${categoryTitle}`);
  return {
    id,
    folderId: CONTENT_FOLDER_IDS.campaigns,
    title,
    html: i18nOf((l) =>
      l === 'de'
        ? `<p>Die schönsten Stücke von ${escapeHtml(brand.title)} – jetzt entdecken.</p>`
        : l === 'ro'
          ? `<p>Cele mai frumoase piese ${escapeHtml(brand.title)} – descoperă-le acum.</p>`
          : `<p>The finest pieces by ${escapeHtml(brand.title)} – discover them now.</p>`,
    ),
    url: mapI18n(title, (text) => `${slugify(text)}.html`),
    postscriptum,
    infoPage: null,
  };
}

export function buildContents(
  products: readonly SeedProduct[],
  categories: Map<number, SeedCategory>,
  brands: Map<number, SeedBrand>,
): { contents: SeedContent[]; folders: SeedFolder[] } {
  const info: SeedContent[] = INFO_PAGES.map((page, index) => {
    const text = INFO_PAGE_TEXTS[page];
    return {
      id: infoPageContentId(index),
      folderId: CONTENT_FOLDER_IDS.info,
      title: text.title,
      html: text.html,
      url: mapI18n(text.slug, (slug) => `${slug}.html`),
      postscriptum: null,
      infoPage: page,
    };
  });
  const blog: SeedContent[] = BLOG_POSTS.map((post) => ({
    id: post.id,
    folderId: CONTENT_FOLDER_IDS.blog,
    title: post.title,
    html: post.html,
    url: mapI18n(post.title, (title) => `blog/${slugify(title)}.html`),
    postscriptum: null,
    infoPage: null,
  }));
  const first = bestPair(products, categories, 3);
  const second = bestPair(products, categories, 2, first.brandId);
  const lookup = (pair: BrandCategoryPair): [SeedBrand, SeedCategory] => {
    const brand = brands.get(pair.brandId);
    const category = categories.get(pair.categoryId);
    if (brand === undefined || category === undefined) throw new Error('Unknown brand or category in the seed');
    return [brand, category];
  };
  const [firstBrand, firstCategory] = lookup(first);
  const [secondBrand, secondCategory] = lookup(second);
  const campaigns: SeedContent[] = [
    landing(LANDING_CONTENT_IDS.brandCategory, firstBrand, firstCategory, pairJson(first)),
    landing(LANDING_CONTENT_IDS.brandTopCategory, secondBrand, secondCategory, pairJson(second)),
    {
      ...landing(LANDING_CONTENT_IDS.malformedPostscriptum, firstBrand, secondCategory, ''),
      title: t('Frühlingsaktion', 'Campania de primăvară', 'Spring campaign'),
      url: t('fruehlingsaktion.html', 'campania-de-primavara.html', 'spring-campaign.html'),
      postscriptum: `{"brand_id": ${first.brandId}, "category_id": `,
    },
    {
      ...landing(LANDING_CONTENT_IDS.plainPostscriptum, secondBrand, firstCategory, ''),
      title: t('Winterschlussverkauf', 'Reduceri de iarnă', 'Winter sale'),
      url: t('winterschlussverkauf.html', 'reduceri-de-iarna.html', 'winter-sale.html'),
      html: t(
        '<p>Bis zu 30 % auf ausgewählte Möbel.</p>',
        '<p>Până la 30 % reducere la mobilierul selectat.</p>',
        '<p>Up to 30 % off selected furniture.</p>',
      ),
      postscriptum: 'Valid while stocks last',
    },
  ];
  const contents = [...info, ...blog, ...campaigns];
  const folders: SeedFolder[] = [
    {
      id: CONTENT_FOLDER_IDS.info,
      title: t('Service & Rechtliches', 'Informații utile', 'Service & legal'),
      contentIds: info.map((c) => c.id),
    },
    { id: CONTENT_FOLDER_IDS.blog, title: t('Magazin', 'Blog', 'Blog'), contentIds: blog.map((c) => c.id) },
    { id: CONTENT_FOLDER_IDS.campaigns, title: t('Aktionen', 'Campanii', 'Campaigns'), contentIds: campaigns.map((c) => c.id) },
  ];
  return { contents, folders };
}
