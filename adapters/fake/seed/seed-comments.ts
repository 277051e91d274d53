import type { ProductComment } from '../../../ports/model/product';
import type { LanguageCode } from '../../../ports/model/shop-context';
import type { SeedFakers } from './seed-random';
import type { SeedProduct } from './seed-types';

type Mood = 'good' | 'fair' | 'poor';

interface Phrases {
  titles: readonly string[];
  bodies: readonly string[];
}

const PHRASES: Readonly<Record<LanguageCode, Readonly<Record<Mood, Phrases>>>> = {
  de: {
    good: {
      titles: ['Sehr zufrieden', 'Top Qualität', 'Wunderschön', 'Schnelle Lieferung', 'Klare Kaufempfehlung'],
      bodies: [
        'Die Qualität ist hervorragend und die Farbe genau wie auf den Bildern.',
        'Der Aufbau war in einer Stunde erledigt, alles passt perfekt.',
        'Sehr bequem, wir nutzen es jeden Tag und sind begeistert.',
        'Die Lieferung kam früher als angekündigt, der Fahrer war sehr freundlich.',
      ],
    },
    fair: {
      titles: ['Ganz in Ordnung', 'Solide'],
      bodies: [
        'Für den Preis in Ordnung, die Polsterung könnte etwas fester sein.',
        'Die Farbe ist etwas dunkler als erwartet, ansonsten gut.',
      ],
    },
    poor: {
      titles: ['Enttäuscht', 'Leider nicht überzeugt'],
      bodies: [
        'Ein Teil war beschädigt, der Kundenservice hat aber schnell Ersatz geschickt.',
        'Die Lieferung hat deutlich länger gedauert als angegeben.',
      ],
    },
  },
  ro: {
    good: {
      titles: ['Foarte mulțumită', 'Calitate excelentă', 'Arată superb', 'Livrare rapidă', 'Recomand cu drag'],
      bodies: [
        'Calitatea este excelentă, iar culoarea este exact ca în poze.',
        'Montajul a durat o oră, totul se potrivește perfect.',
        'Foarte comod, îl folosim zilnic și suntem încântați.',
        'Coletul a ajuns mai devreme decât era anunțat, curierul a fost foarte amabil.',
      ],
    },
    fair: {
      titles: ['Ok pentru preț', 'Decent'],
      bodies: [
        'Pentru preț este în regulă, tapițeria ar putea fi mai fermă.',
        'Culoarea este puțin mai închisă decât mă așteptam, în rest bine.',
      ],
    },
    poor: {
      titles: ['Dezamăgit', 'Nu m-a convins'],
      bodies: [
        'O piesă era deteriorată, dar serviciul clienți a trimis rapid înlocuirea.',
        'Livrarea a durat mult mai mult decât era specificat.',
      ],
    },
  },
  en: {
    good: {
      titles: ['Very happy', 'Great quality', 'Looks beautiful', 'Fast delivery', 'Highly recommended'],
      bodies: [
        'The quality is excellent and the colour is exactly as in the pictures.',
        'Assembly took an hour and everything fits perfectly.',
        'Very comfortable, we use it every day and love it.',
        'Delivery came earlier than announced and the driver was very friendly.',
      ],
    },
    fair: {
      titles: ['Fine for the price', 'Decent'],
      bodies: [
        'Fine for the price, the padding could be a little firmer.',
        'The colour is a bit darker than expected, otherwise good.',
      ],
    },
    poor: {
      titles: ['Disappointed', 'Not convinced'],
      bodies: [
        'One part arrived damaged, but customer service sent a replacement quickly.',
        'Delivery took much longer than stated.',
      ],
    },
  },
};

const COMMENTS_UNTIL = Date.UTC(2025, 10, 1, 10, 0, 0);
const DAY_MS = 86_400_000;

export function buildComments(fakers: SeedFakers, products: readonly SeedProduct[]): Map<number, ProductComment[]> {
  const { main } = fakers;
  const comments = new Map<number, ProductComment[]>();
  let nextId = 9001;
  for (const product of products) {
    if (!main.datatype.boolean({ probability: 0.4 })) continue;
    const count = main.number.int({ min: 1, max: 6 });
    const list: ProductComment[] = [];
    for (let i = 0; i < count; i += 1) {
      const language = main.helpers.weightedArrayElement<LanguageCode>([
        { weight: 5, value: 'ro' },
        { weight: 3, value: 'de' },
        { weight: 2, value: 'en' },
      ]);
      const rating = main.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 1, value: 2 },
        { weight: 2, value: 3 },
        { weight: 5, value: 4 },
        { weight: 7, value: 5 },
      ]);
      const mood: Mood = rating >= 4 ? 'good' : rating === 3 ? 'fair' : 'poor';
      const phrases = PHRASES[language][mood];
      const names = language === 'ro' ? fakers.romanian : language === 'en' ? fakers.english : main;
      const lastName = names.person.lastName();
      list.push({
        id: nextId++,
        author: `${names.person.firstName()} ${lastName.charAt(0)}.`,
        rating,
        title: main.helpers.arrayElement(phrases.titles),
        body: main.helpers.arrayElement(phrases.bodies),
        createdAt: new Date(COMMENTS_UNTIL - main.number.int({ min: 1, max: 700 }) * DAY_MS).toISOString(),
      });
    }
    list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    comments.set(product.id, list);
  }
  return comments;
}
