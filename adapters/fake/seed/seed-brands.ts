import type { ProductKind } from '../../../ports/model/product';
import { escapeHtml, slugify } from './slug';
import type { I18n } from './i18n';
import { logoUrl } from './svg-images';
import type { SeedBrand } from './seed-types';

interface BrandDefinition {
  id: number;
  title: string;
  hex: string;
  origin: I18n;
  kinds: readonly ProductKind[];
}

const from = (de: string, ro: string, en: string): I18n => ({ de, ro, en });

const GERMANY = from('Deutschland', 'Germania', 'Germany');
const AUSTRIA = from('Österreich', 'Austria', 'Austria');
const ROMANIA = from('Rumänien', 'România', 'Romania');
const DENMARK = from('Dänemark', 'Danemarca', 'Denmark');
const ITALY = from('Italien', 'Italia', 'Italy');
const PORTUGAL = from('Portugal', 'Portugalia', 'Portugal');

const BRANDS: readonly BrandDefinition[] = [
  { id: 1, title: 'Nordholm', hex: '#3f5a6b', origin: DENMARK, kinds: ['sofa', 'chair'] },
  { id: 2, title: 'Casa Verde', hex: '#5e7d4f', origin: PORTUGAL, kinds: ['sofa', 'table', 'chair'] },
  { id: 3, title: 'Lumio', hex: '#c9962b', origin: ITALY, kinds: ['lamp'] },
  { id: 4, title: 'Alpenhaus', hex: '#7b5b3e', origin: AUSTRIA, kinds: ['bed', 'shelf', 'table'] },
  { id: 5, title: 'Carpatia Design', hex: '#2e5e4e', origin: ROMANIA, kinds: ['sofa', 'chair', 'table'] },
  { id: 6, title: 'Velluto', hex: '#7a2e4a', origin: ITALY, kinds: ['sofa', 'textile'] },
  { id: 7, title: 'Hyggelig', hex: '#9c8a6e', origin: DENMARK, kinds: ['textile', 'rug'] },
  { id: 8, title: 'Eichwerk', hex: '#8a6a3f', origin: GERMANY, kinds: ['table', 'shelf', 'bed'] },
  { id: 9, title: 'Domus Nova', hex: '#44546a', origin: ITALY, kinds: ['shelf', 'table'] },
  { id: 10, title: 'Bucovina Wood', hex: '#6d4c2f', origin: ROMANIA, kinds: ['bed', 'table', 'chair'] },
  { id: 11, title: 'Linea Tessile', hex: '#b0766a', origin: ITALY, kinds: ['textile'] },
  { id: 12, title: 'Schlafgut', hex: '#35577d', origin: GERMANY, kinds: ['bed'] },
  { id: 13, title: 'Tisa Lighting', hex: '#d08c2f', origin: ROMANIA, kinds: ['lamp'] },
  { id: 14, title: 'Moara Veche', hex: '#8c5a3c', origin: ROMANIA, kinds: ['chair', 'table', 'shelf'] },
  { id: 15, title: 'Vindobona Living', hex: '#5d3f6a', origin: AUSTRIA, kinds: ['sofa', 'chair'] },
  { id: 16, title: 'Rheinform', hex: '#2f4f4f', origin: GERMANY, kinds: ['chair', 'table'] },
  { id: 17, title: 'Danubia Home', hex: '#3a6f8f', origin: ROMANIA, kinds: ['rug', 'textile'] },
  { id: 18, title: 'Ferrum & Co', hex: '#4b4b4b', origin: GERMANY, kinds: ['table', 'shelf', 'lamp'] },
  { id: 19, title: 'Atelier Sibiu', hex: '#9a4f36', origin: ROMANIA, kinds: ['chair', 'sofa'] },
  { id: 20, title: 'Waldkante', hex: '#556b2f', origin: GERMANY, kinds: ['shelf', 'table'] },
  { id: 21, title: 'Sonnhalde', hex: '#c7a047', origin: AUSTRIA, kinds: ['chair', 'table', 'sofa'] },
  { id: 22, title: 'Porta Rosa', hex: '#c26f7e', origin: PORTUGAL, kinds: ['textile'] },
  { id: 23, title: 'Kupferlicht', hex: '#b4683b', origin: AUSTRIA, kinds: ['lamp'] },
  { id: 24, title: 'Mosaik Rugs', hex: '#7f3b2d', origin: GERMANY, kinds: ['rug'] },
  { id: 25, title: 'Polaris Office', hex: '#1f3b57', origin: DENMARK, kinds: ['chair', 'table', 'shelf'] },
  { id: 26, title: 'Bergblick', hex: '#4f6d7a', origin: AUSTRIA, kinds: ['bed', 'textile'] },
  { id: 27, title: 'Küchenwerk', hex: '#6a6a5a', origin: GERMANY, kinds: [] },
];

const describe = (title: string, origin: I18n): I18n => {
  const name = escapeHtml(title);
  return {
    de: `<p>${name} aus ${origin.de} steht für langlebige Möbel und Wohnaccessoires mit klarer Formensprache.</p><p>Alle Produkte werden aus geprüften Materialien gefertigt und sind auf den täglichen Gebrauch ausgelegt.</p>`,
    ro: `<p>${name} din ${origin.ro} înseamnă mobilier și accesorii durabile, cu linii simple și elegante.</p><p>Toate produsele sunt realizate din materiale verificate și gândite pentru utilizarea de zi cu zi.</p>`,
    en: `<p>${name} from ${origin.en} stands for durable furniture and home accessories with a clear design language.</p><p>Every product is made from tested materials and built for everyday use.</p>`,
  };
};

export function buildBrands(): SeedBrand[] {
  return BRANDS.map((brand) => {
    const slug = slugify(brand.title);
    return {
      id: brand.id,
      title: brand.title,
      slug,
      url: `brand/${slug}`,
      logoUrl: logoUrl(brand.title, brand.hex, 220),
      descriptionHtml: describe(brand.title, brand.origin),
      kinds: brand.kinds,
    };
  });
}
