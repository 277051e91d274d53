import type { ProductKind } from '../../../ports/model/product';
import { t, type I18n } from './i18n';
import type { SizeSetKey } from './seed-kinds';
import type { MaterialKey } from './seed-materials';

export interface ProductSpec {
  count: number;
  kind: ProductKind;
  noun: I18n;
  price?: readonly [number, number];
  materials?: readonly MaterialKey[];
  sizes?: SizeSetKey;
  quantityMultiple?: number;
}

export interface CategoryNode {
  id: number;
  title: I18n;
  products?: ProductSpec;
  children?: readonly CategoryNode[];
}

const node = (id: number, title: I18n, products?: ProductSpec, children?: readonly CategoryNode[]): CategoryNode => ({
  id,
  title,
  ...(products === undefined ? {} : { products }),
  ...(children === undefined ? {} : { children }),
});

const group = (id: number, title: I18n, children: readonly CategoryNode[]): CategoryNode => node(id, title, undefined, children);

const specOf =
  (kind: ProductKind) =>
  (noun: I18n, count: number, extra: Partial<ProductSpec> = {}): ProductSpec => ({ count, kind, noun, ...extra });

const sofa = specOf('sofa');
const chair = specOf('chair');
const table = specOf('table');
const bed = specOf('bed');
const lamp = specOf('lamp');
const shelf = specOf('shelf');
const rug = specOf('rug');
const textile = specOf('textile');

const CORNER_SOFA = t('Ecksofa', 'Canapea de colț', 'Corner sofa');

/** Ids encode the path (1 > 11 > 111 > 1111); nodes without products stay empty on purpose. */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  group(1, t('Wohnzimmer', 'Living', 'Living room'), [
    group(11, t('Sofas', 'Canapele', 'Sofas'), [
      node(111, t('Ecksofas', 'Canapele de colț', 'Corner sofas'), sofa(CORNER_SOFA, 8, { price: [899, 2799] }), [
        node(
          1111,
          t('Samt-Ecksofas', 'Canapele de colț din catifea', 'Velvet corner sofas'),
          sofa(CORNER_SOFA, 14, { price: [999, 2999], materials: ['velvet'] }),
        ),
        node(
          1112,
          t('Leder-Ecksofas', 'Canapele de colț din piele', 'Leather corner sofas'),
          sofa(CORNER_SOFA, 10, { price: [1299, 3299], materials: ['leather', 'fauxLeather'] }),
        ),
        node(1113, t('Bouclé-Ecksofas', 'Canapele de colț bouclé', 'Bouclé corner sofas')),
      ]),
      node(
        112,
        t('2-Sitzer-Sofas', 'Canapele cu 2 locuri', 'Two-seater sofas'),
        sofa(t('2-Sitzer-Sofa', 'Canapea cu 2 locuri', 'Two-seater sofa'), 16, { price: [499, 1499] }),
      ),
      node(
        113,
        t('3-Sitzer-Sofas', 'Canapele cu 3 locuri', 'Three-seater sofas'),
        sofa(t('3-Sitzer-Sofa', 'Canapea cu 3 locuri', 'Three-seater sofa'), 16, { price: [649, 1999] }),
      ),
      node(
        114,
        t('Schlafsofas', 'Canapele extensibile', 'Sofa beds'),
        sofa(t('Schlafsofa', 'Canapea extensibilă', 'Sofa bed'), 14, { price: [549, 1799] }),
      ),
      node(
        115,
        t('Wohnlandschaften', 'Canapele în formă de U', 'U-shaped sofas'),
        sofa(t('Wohnlandschaft', 'Canapea în U', 'U-shaped sofa'), 8, { price: [1499, 3999] }),
      ),
      node(
        116,
        t('Modulsofas', 'Canapele modulare', 'Modular sofas'),
        sofa(t('Modulsofa', 'Canapea modulară', 'Modular sofa'), 8, { price: [1199, 3499] }),
      ),
      node(
        117,
        t('Recamieren', 'Șezlonguri de interior', 'Chaise longues'),
        sofa(t('Recamiere', 'Șezlong de interior', 'Chaise longue'), 6, { price: [299, 999], sizes: 'seat' }),
      ),
    ]),
    group(12, t('Sessel', 'Fotolii', 'Armchairs'), [
      node(
        121,
        t('Relaxsessel', 'Fotolii recliner', 'Recliners'),
        chair(t('Relaxsessel', 'Fotoliu recliner', 'Recliner'), 12, {
          price: [399, 1499],
          sizes: 'seat',
          materials: ['leather', 'velvet', 'microfibre', 'fauxLeather'],
        }),
      ),
      node(
        122,
        t('Ohrensessel', 'Fotolii cu urechi', 'Wingback chairs'),
        chair(t('Ohrensessel', 'Fotoliu cu urechi', 'Wingback chair'), 10, {
          price: [299, 999],
          sizes: 'seat',
          materials: ['velvet', 'linen', 'boucle', 'leather'],
        }),
      ),
      node(
        123,
        t('Loungesessel', 'Fotolii lounge', 'Lounge chairs'),
        chair(t('Loungesessel', 'Fotoliu lounge', 'Lounge chair'), 8, {
          price: [249, 899],
          sizes: 'seat',
          materials: ['boucle', 'rattan', 'velvet', 'corduroy'],
        }),
      ),
    ]),
    group(13, t('Couchtische', 'Măsuțe de cafea', 'Coffee tables'), [
      node(
        131,
        t('Runde Couchtische', 'Măsuțe de cafea rotunde', 'Round coffee tables'),
        table(t('Runder Couchtisch', 'Măsuță de cafea rotundă', 'Round coffee table'), 10, {
          price: [89, 699],
          sizes: 'smallTable',
        }),
      ),
      node(
        132,
        t('Couchtische mit Stauraum', 'Măsuțe de cafea cu depozitare', 'Coffee tables with storage'),
        table(t('Couchtisch mit Stauraum', 'Măsuță de cafea cu depozitare', 'Coffee table with storage'), 8, {
          price: [149, 799],
          sizes: 'smallTable',
        }),
      ),
      node(
        133,
        t('Beistelltische', 'Măsuțe auxiliare', 'Side tables'),
        table(t('Beistelltisch', 'Măsuță auxiliară', 'Side table'), 10, { price: [39, 299], sizes: 'smallTable' }),
      ),
    ]),
    group(14, t('Regale & TV-Möbel', 'Rafturi și comode TV', 'Shelves & TV units'), [
      node(141, t('Bücherregale', 'Biblioteci', 'Bookcases'), shelf(t('Bücherregal', 'Bibliotecă', 'Bookcase'), 12)),
      group(142, t('TV-Möbel', 'Comode TV', 'TV units'), [
        node(
          1421,
          t('Lowboards', 'Comode TV joase', 'Lowboards'),
          shelf(t('Lowboard', 'Comodă TV', 'Lowboard'), 10, { price: [149, 999] }),
        ),
        node(1422, t('TV-Wandboards', 'Comode TV suspendate', 'Wall-mounted TV units')),
      ]),
      node(
        143,
        t('Wandregale', 'Rafturi de perete', 'Wall shelves'),
        shelf(t('Wandregal', 'Raft de perete', 'Wall shelf'), 8, { price: [29, 199] }),
      ),
    ]),
    group(15, t('Wohnwände', 'Biblioteci living', 'Wall units'), [
      node(151, t('Moderne Wohnwände', 'Biblioteci living moderne', 'Modern wall units')),
      node(152, t('Klassische Wohnwände', 'Biblioteci living clasice', 'Classic wall units')),
    ]),
  ]),
  group(2, t('Schlafzimmer', 'Dormitor', 'Bedroom'), [
    group(21, t('Betten', 'Paturi', 'Beds'), [
      group(211, t('Boxspringbetten', 'Paturi boxspring', 'Box-spring beds'), [
        node(
          2111,
          t('Boxspringbetten mit Bettkasten', 'Paturi boxspring cu ladă', 'Box-spring beds with storage'),
          bed(t('Boxspringbett mit Bettkasten', 'Pat boxspring cu ladă', 'Box-spring bed with storage'), 10, {
            price: [999, 2999],
            materials: ['velvet', 'linen', 'fauxLeather'],
          }),
        ),
        node(
          2112,
          t('Elektrische Boxspringbetten', 'Paturi boxspring electrice', 'Electric box-spring beds'),
          bed(t('Elektrisches Boxspringbett', 'Pat boxspring electric', 'Electric box-spring bed'), 8, {
            price: [1499, 3999],
            materials: ['velvet', 'linen', 'fauxLeather'],
          }),
        ),
      ]),
      node(
        212,
        t('Polsterbetten', 'Paturi tapițate', 'Upholstered beds'),
        bed(t('Polsterbett', 'Pat tapițat', 'Upholstered bed'), 14, {
          price: [399, 1499],
          materials: ['velvet', 'linen', 'boucle', 'fauxLeather'],
        }),
      ),
      node(
        213,
        t('Massivholzbetten', 'Paturi din lemn masiv', 'Solid wood beds'),
        bed(t('Massivholzbett', 'Pat din lemn masiv', 'Solid wood bed'), 12, {
          price: [499, 1999],
          materials: ['oak', 'pine', 'walnut', 'beech'],
        }),
      ),
      node(214, t('Kinderbetten', 'Paturi pentru copii', "Children's beds")),
    ]),
    group(22, t('Kleiderschränke', 'Dulapuri', 'Wardrobes'), [
      node(
        221,
        t('Schwebetürenschränke', 'Dulapuri cu uși glisante', 'Sliding door wardrobes'),
        shelf(t('Schwebetürenschrank', 'Dulap cu uși glisante', 'Sliding door wardrobe'), 10, { price: [399, 1899] }),
      ),
      node(
        222,
        t('Drehtürenschränke', 'Dulapuri cu uși batante', 'Hinged door wardrobes'),
        shelf(t('Drehtürenschrank', 'Dulap cu uși batante', 'Hinged door wardrobe'), 10, { price: [299, 1499] }),
      ),
    ]),
    node(
      23,
      t('Nachttische', 'Noptiere', 'Bedside tables'),
      table(t('Nachttisch', 'Noptieră', 'Bedside table'), 12, { price: [49, 349], sizes: 'smallTable' }),
    ),
    group(24, t('Matratzen', 'Saltele', 'Mattresses'), [
      node(
        241,
        t('Kaltschaummatratzen', 'Saltele din spumă rece', 'Cold foam mattresses'),
        bed(t('Kaltschaummatratze', 'Saltea din spumă rece', 'Cold foam mattress'), 8, {
          price: [149, 799],
          sizes: 'mattress',
          materials: ['bamboo', 'cotton'],
        }),
      ),
      node(
        242,
        t('Taschenfederkernmatratzen', 'Saltele cu arcuri împachetate', 'Pocket spring mattresses'),
        bed(t('Taschenfederkernmatratze', 'Saltea cu arcuri împachetate', 'Pocket spring mattress'), 8, {
          price: [199, 999],
          sizes: 'mattress',
          materials: ['bamboo', 'cotton', 'wool'],
        }),
      ),
    ]),
  ]),
  group(3, t('Esszimmer', 'Sufragerie', 'Dining room'), [
    group(31, t('Esstische', 'Mese', 'Dining tables'), [
      node(
        311,
        t('Ausziehbare Esstische', 'Mese extensibile', 'Extendable dining tables'),
        table(t('Ausziehbarer Esstisch', 'Masă extensibilă', 'Extendable dining table'), 12, { price: [299, 1499] }),
      ),
      node(
        312,
        t('Runde Esstische', 'Mese rotunde', 'Round dining tables'),
        table(t('Runder Esstisch', 'Masă rotundă', 'Round dining table'), 10, { price: [249, 1199] }),
      ),
      node(
        313,
        t('Massivholz-Esstische', 'Mese din lemn masiv', 'Solid wood dining tables'),
        table(t('Massivholz-Esstisch', 'Masă din lemn masiv', 'Solid wood dining table'), 10, {
          price: [499, 2499],
          materials: ['oak', 'walnut', 'acacia', 'mango'],
        }),
      ),
    ]),
    group(32, t('Esszimmerstühle', 'Scaune de sufragerie', 'Dining chairs'), [
      node(
        321,
        t('Polsterstühle', 'Scaune tapițate', 'Upholstered chairs'),
        chair(t('Polsterstuhl', 'Scaun tapițat', 'Upholstered chair'), 14, {
          price: [79, 399],
          materials: ['velvet', 'boucle', 'fauxLeather', 'linen'],
        }),
      ),
      node(
        322,
        t('Holzstühle', 'Scaune din lemn', 'Wooden chairs'),
        chair(t('Holzstuhl', 'Scaun din lemn', 'Wooden chair'), 6, { price: [69, 299], materials: ['oak', 'beech', 'walnut'] }),
        [
          node(
            3221,
            t('Windsor-Stühle', 'Scaune Windsor', 'Windsor chairs'),
            chair(t('Windsor-Stuhl', 'Scaun Windsor', 'Windsor chair'), 6, { price: [99, 349], materials: ['oak', 'beech'] }),
          ),
          node(3222, t('Klappstühle', 'Scaune pliante', 'Folding chairs')),
        ],
      ),
      node(
        323,
        t('Sitzbänke', 'Bănci', 'Benches'),
        chair(t('Sitzbank', 'Bancă', 'Bench'), 8, { price: [149, 699], sizes: 'shelf' }),
      ),
    ]),
    node(33, t('Sideboards', 'Bufete', 'Sideboards'), shelf(t('Sideboard', 'Bufet', 'Sideboard'), 12, { price: [299, 1499] })),
    node(
      34,
      t('Barhocker', 'Scaune de bar', 'Bar stools'),
      chair(t('Barhocker', 'Scaun de bar', 'Bar stool'), 10, {
        price: [69, 299],
        materials: ['metal', 'velvet', 'oak', 'fauxLeather'],
      }),
    ),
  ]),
  group(4, t('Büro', 'Birou', 'Office'), [
    group(41, t('Schreibtische', 'Birouri', 'Desks'), [
      node(
        411,
        t('Höhenverstellbare Schreibtische', 'Birouri reglabile pe înălțime', 'Height-adjustable desks'),
        table(t('Höhenverstellbarer Schreibtisch', 'Birou reglabil pe înălțime', 'Height-adjustable desk'), 10, {
          price: [399, 1299],
        }),
      ),
      node(
        412,
        t('Eckschreibtische', 'Birouri de colț', 'Corner desks'),
        table(t('Eckschreibtisch', 'Birou de colț', 'Corner desk'), 8, { price: [199, 799] }),
      ),
    ]),
    node(
      42,
      t('Bürostühle', 'Scaune de birou', 'Office chairs'),
      chair(t('Bürostuhl', 'Scaun de birou', 'Office chair'), 14, {
        price: [129, 899],
        sizes: 'seat',
        materials: ['mesh', 'leather', 'fauxLeather', 'microfibre'],
      }),
      [
        node(421, t('Ergonomische Bürostühle', 'Scaune ergonomice', 'Ergonomic chairs')),
        node(422, t('Gaming-Stühle', 'Scaune de gaming', 'Gaming chairs')),
      ],
    ),
    node(
      43,
      t('Aktenschränke', 'Dulapuri pentru documente', 'Filing cabinets'),
      shelf(t('Aktenschrank', 'Dulap pentru documente', 'Filing cabinet'), 8, {
        price: [149, 699],
        materials: ['metal', 'lacquer', 'oak'],
      }),
    ),
  ]),
  group(5, t('Leuchten', 'Iluminat', 'Lighting'), [
    group(51, t('Deckenleuchten', 'Lustre și plafoniere', 'Ceiling lights'), [
      node(
        511,
        t('Pendelleuchten', 'Lămpi suspendate', 'Pendant lights'),
        lamp(t('Pendelleuchte', 'Lampă suspendată', 'Pendant light'), 6, { price: [39, 399] }),
        [
          node(
            5111,
            t('Rattan-Pendelleuchten', 'Lămpi suspendate din ratan', 'Rattan pendant lights'),
            lamp(t('Pendelleuchte', 'Lampă suspendată', 'Pendant light'), 8, { price: [49, 299], materials: ['rattan'] }),
          ),
          node(
            5112,
            t('Glas-Pendelleuchten', 'Lămpi suspendate din sticlă', 'Glass pendant lights'),
            lamp(t('Pendelleuchte', 'Lampă suspendată', 'Pendant light'), 8, { price: [59, 449], materials: ['glass'] }),
          ),
        ],
      ),
      node(
        512,
        t('Kronleuchter', 'Candelabre', 'Chandeliers'),
        lamp(t('Kronleuchter', 'Candelabru', 'Chandelier'), 8, { price: [149, 899], materials: ['brass', 'glass', 'metal'] }),
      ),
      node(
        513,
        t('Deckenstrahler', 'Spoturi', 'Ceiling spotlights'),
        lamp(t('Deckenstrahler', 'Spot', 'Ceiling spotlight'), 8, { price: [29, 199], materials: ['metal', 'brass'] }),
      ),
    ]),
    node(
      52,
      t('Stehleuchten', 'Lampadare', 'Floor lamps'),
      lamp(t('Stehleuchte', 'Lampadar', 'Floor lamp'), 14, { price: [59, 499] }),
    ),
    node(
      53,
      t('Tischleuchten', 'Veioze', 'Table lamps'),
      lamp(t('Tischleuchte', 'Veioză', 'Table lamp'), 14, { price: [25, 249] }),
    ),
    node(54, t('Außenleuchten', 'Iluminat exterior', 'Outdoor lighting')),
  ]),
  group(6, t('Heimtextilien', 'Textile', 'Home textiles'), [
    group(61, t('Teppiche', 'Covoare', 'Rugs'), [
      node(611, t('Wohnzimmerteppiche', 'Covoare pentru living', 'Living room rugs'), rug(t('Teppich', 'Covor', 'Rug'), 8), [
        node(
          6111,
          t('Hochflorteppiche', 'Covoare shaggy', 'Shaggy rugs'),
          rug(t('Hochflorteppich', 'Covor shaggy', 'Shaggy rug'), 10, { materials: ['polypropylene', 'wool', 'viscose'] }),
        ),
        node(
          6112,
          t('Vintage-Teppiche', 'Covoare vintage', 'Vintage rugs'),
          rug(t('Vintage-Teppich', 'Covor vintage', 'Vintage rug'), 10, { materials: ['wool', 'cotton', 'viscose'] }),
        ),
      ]),
      node(
        612,
        t('Läufer', 'Traverse', 'Runners'),
        rug(t('Läufer', 'Traversă', 'Runner'), 8, { price: [29, 149], sizes: 'runner' }),
      ),
      node(
        613,
        t('Outdoor-Teppiche', 'Covoare de exterior', 'Outdoor rugs'),
        rug(t('Outdoor-Teppich', 'Covor de exterior', 'Outdoor rug'), 6, {
          price: [39, 199],
          materials: ['polypropylene', 'jute'],
        }),
      ),
    ]),
    group(62, t('Kissen & Decken', 'Perne și pături', 'Cushions & throws'), [
      node(
        621,
        t('Dekokissen', 'Perne decorative', 'Cushions'),
        textile(t('Dekokissen', 'Pernă decorativă', 'Cushion'), 14, { price: [9, 59], quantityMultiple: 2 }),
      ),
      node(
        622,
        t('Wohndecken', 'Pături', 'Throws'),
        textile(t('Wohndecke', 'Pătură', 'Throw'), 12, { price: [19, 149], sizes: 'throw' }),
      ),
    ]),
    node(
      63,
      t('Vorhänge', 'Draperii', 'Curtains'),
      textile(t('Vorhang', 'Draperie', 'Curtain'), 12, { price: [19, 129], sizes: 'curtain' }),
    ),
    node(
      64,
      t('Bettwäsche', 'Lenjerii de pat', 'Bed linen'),
      textile(t('Bettwäsche-Set', 'Set lenjerie de pat', 'Bed linen set'), 12, {
        price: [29, 149],
        sizes: 'bedLinen',
        materials: ['cotton', 'linen', 'satin'],
      }),
    ),
  ]),
  group(7, t('Garten', 'Grădină', 'Garden'), [
    group(71, t('Gartenmöbel', 'Mobilier de grădină', 'Garden furniture'), [
      node(
        711,
        t('Gartenlounges', 'Seturi lounge de grădină', 'Garden lounge sets'),
        sofa(t('Gartenlounge', 'Set lounge de grădină', 'Garden lounge set'), 8, {
          price: [599, 2499],
          materials: ['rattan', 'teak', 'aluminium'],
          sizes: 'seat',
        }),
      ),
      node(
        712,
        t('Gartenstühle', 'Scaune de grădină', 'Garden chairs'),
        chair(t('Gartenstuhl', 'Scaun de grădină', 'Garden chair'), 10, {
          price: [39, 249],
          materials: ['teak', 'aluminium', 'rattan', 'acacia'],
        }),
      ),
      node(
        713,
        t('Gartentische', 'Mese de grădină', 'Garden tables'),
        table(t('Gartentisch', 'Masă de grădină', 'Garden table'), 8, {
          price: [99, 899],
          materials: ['teak', 'aluminium', 'acacia'],
        }),
      ),
    ]),
    node(
      72,
      t('Sonnenliegen', 'Șezlonguri', 'Sun loungers'),
      chair(t('Sonnenliege', 'Șezlong', 'Sun lounger'), 8, {
        price: [89, 599],
        sizes: 'seat',
        materials: ['teak', 'aluminium', 'rattan'],
      }),
    ),
    node(73, t('Sonnenschirme', 'Umbrele de soare', 'Parasols')),
  ]),
  group(8, t('Küche', 'Bucătărie', 'Kitchen'), [
    group(81, t('Küchenzeilen', 'Corpuri de bucătărie', 'Kitchen units'), [
      node(811, t('Komplettküchen', 'Bucătării complete', 'Complete kitchens')),
    ]),
    node(82, t('Küchenaufbewahrung', 'Depozitare bucătărie', 'Kitchen storage')),
  ]),
];
