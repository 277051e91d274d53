import type { ProductKind } from '../../../ports/model/product';
import { escapeHtml } from './slug';
import { i18nOf, same, t, type I18n } from './i18n';
import type { SeedFeature } from './seed-types';

export const MODEL_NAMES: readonly string[] = [
  'Milano',
  'Oslo',
  'Bergen',
  'Verona',
  'Lund',
  'Aarhus',
  'Siena',
  'Toledo',
  'Brașov',
  'Sibiu',
  'Salzburg',
  'Graz',
  'Lugano',
  'Porto',
  'Malmö',
  'Valencia',
  'Lyon',
  'Rimini',
  'Arosa',
  'Brügge',
  'Cortina',
  'Dublin',
  'Elba',
  'Faro',
  'Genova',
  'Hamar',
  'Ibiza',
  'Jena',
  'Kiel',
  'Lagos',
  'Mantova',
  'Narvik',
  'Odense',
  'Palma',
  'Ravenna',
  'Sintra',
  'Trento',
  'Uppsala',
  'Varna',
  'Wels',
  'Zadar',
  'Alba',
  'Bacău',
  'Constanța',
  'Dinant',
  'Eger',
  'Florina',
  'Gmunden',
  'Hallstatt',
  'Iași',
  'Kufstein',
  'Linz',
  'Mostar',
  'Neptun',
  'Orsova',
  'Pisa',
  'Rovinj',
  'Sinaia',
  'Tulcea',
  'Ulm',
  'Vaduz',
  'Weimar',
  'Zermatt',
  'Amalfi',
  'Bohinj',
  'Cadiz',
  'Delft',
  'Esbjerg',
  'Fiesole',
  'Gent',
  'Hvar',
  'Luzern',
  'Mamaia',
  'Nessebar',
  'Oradea',
  'Piran',
  'Ronda',
  'Suceava',
  'Timișoara',
  'Voss',
];

const WOODEN = new Set(['oak', 'beech', 'walnut', 'pine', 'acacia', 'mango', 'teak']);
export const isNaturalMaterial = (key: string): boolean =>
  WOODEN.has(key) || ['linen', 'jute', 'wool', 'cotton', 'bamboo', 'rattan'].includes(key);

const ASSEMBLED_KINDS: readonly ProductKind[] = ['lamp', 'rug', 'textile'];

export interface DescriptionInput {
  noun: I18n;
  model: string;
  brand: string;
  material: I18n;
  colourCount: number;
  width: number;
  depth: number;
  height: number;
  variant: number;
}

const INTROS: readonly ((d: DescriptionInput) => I18n)[] = [
  (d) =>
    t(
      `${d.noun.de} ${d.model} von ${d.brand}: zeitloses Design, das Ruhe in Ihr Zuhause bringt.`,
      `${d.noun.ro} ${d.model} de la ${d.brand} aduce un stil atemporal și liniștit în casa ta.`,
      `The ${d.noun.en.toLowerCase()} ${d.model} by ${d.brand} brings calm, timeless style into your home.`,
    ),
  (d) =>
    t(
      `Mit dem Modell ${d.model} verbindet ${d.brand} Alltagskomfort mit einer klaren Silhouette.`,
      `Cu modelul ${d.model}, ${d.brand} îmbină confortul de zi cu zi cu o siluetă curată.`,
      `With the ${d.model}, ${d.brand} combines everyday comfort with a clean silhouette.`,
    ),
  (d) =>
    t(
      `${d.brand} hat das Modell ${d.model} für ein Zuhause entworfen, in dem Qualität und Pflegeleichtigkeit zählen.`,
      `${d.brand} a creat modelul ${d.model} pentru casele în care contează calitatea și întreținerea ușoară.`,
      `${d.brand} designed the ${d.model} for homes where quality and easy care matter.`,
    ),
];

export function describeProduct(d: DescriptionInput): I18n {
  const intro = (INTROS[d.variant % INTROS.length] ?? INTROS[0])?.(d) ?? same('');
  const colours = i18nOf((l) =>
    l === 'de'
      ? `${d.colourCount} ${d.colourCount === 1 ? 'Farbe' : 'Farben'}`
      : l === 'ro'
        ? `${d.colourCount} ${d.colourCount === 1 ? 'culoare' : 'culori'}`
        : `${d.colourCount} ${d.colourCount === 1 ? 'colour' : 'colours'}`,
  );
  const size = `${d.width} × ${d.depth} × ${d.height} cm`;
  return {
    de: `<p>${escapeHtml(intro.de)} Gefertigt aus ${escapeHtml(d.material.de)}, erhältlich in ${colours.de}.</p><ul><li>Material: ${escapeHtml(d.material.de)}</li><li>Maße (B × T × H): ${size}</li><li>Leicht mit einem feuchten Tuch zu reinigen</li></ul>`,
    ro: `<p>${escapeHtml(intro.ro)} Realizat din ${escapeHtml(d.material.ro)}, disponibil în ${colours.ro}.</p><ul><li>Material: ${escapeHtml(d.material.ro)}</li><li>Dimensiuni (L × A × Î): ${size}</li><li>Se curăță ușor cu o lavetă umedă</li></ul>`,
    en: `<p>${escapeHtml(intro.en)} Made of ${escapeHtml(d.material.en)}, available in ${colours.en}.</p><ul><li>Material: ${escapeHtml(d.material.en)}</li><li>Dimensions (W × D × H): ${size}</li><li>Easy to clean with a damp cloth</li></ul>`,
  };
}

export interface FeatureInput {
  kind: ProductKind;
  material: I18n;
  colourNames: I18n[];
  width: number;
  depth: number;
  height: number;
  weightKg: number;
}

export function productFeatures(input: FeatureInput): SeedFeature[] {
  const colours = i18nOf((l) => input.colourNames.map((name) => name[l]).join(', '));
  const assembled = ASSEMBLED_KINDS.includes(input.kind);
  return [
    { title: t('Material', 'Material', 'Material'), value: input.material },
    { title: t('Breite', 'Lățime', 'Width'), value: same(`${input.width} cm`) },
    { title: t('Tiefe', 'Adâncime', 'Depth'), value: same(`${input.depth} cm`) },
    { title: t('Höhe', 'Înălțime', 'Height'), value: same(`${input.height} cm`) },
    ...(input.colourNames.length > 0 ? [{ title: t('Farbe', 'Culoare', 'Colour'), value: colours }] : []),
    { title: t('Gewicht', 'Greutate', 'Weight'), value: same(`${input.weightKg} kg`) },
    {
      title: t('Montage', 'Montaj', 'Assembly'),
      value: assembled
        ? t('Wird montiert geliefert', 'Se livrează asamblat', 'Delivered assembled')
        : t('Montage erforderlich', 'Necesită montaj', 'Assembly required'),
    },
    { title: t('Garantie', 'Garanție', 'Warranty'), value: t('2 Jahre', '2 ani', '2 years') },
  ];
}
