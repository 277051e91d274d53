import { jsonLdText, type JsonLd } from './json-ld';

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/** Everything a page says about itself in the document head. */
export interface HeadEntry {
  title: string;
  description?: string;
  canonical?: string;
  alternates?: HreflangAlternate[];
  robots?: string;
  jsonLd?: JsonLd[];
}

const MANAGED = 'data-seo';

/**
 * A small head manager: pages register what they say about themselves, the most recent
 * registration wins, and unregistering restores the one below it. It owns only the elements it
 * marks with data-seo, and writes values through DOM properties and attributes (never HTML).
 */
export class HeadManager {
  private readonly entries: { id: number; entry: HeadEntry }[] = [];
  private nextId = 1;

  constructor(readonly doc: Document) {}

  push(entry: HeadEntry): number {
    const id = this.nextId++;
    this.entries.push({ id, entry });
    this.apply();
    return id;
  }

  remove(id: number): void {
    const index = this.entries.findIndex((item) => item.id === id);
    if (index < 0) return;
    this.entries.splice(index, 1);
    this.apply();
  }

  get current(): HeadEntry | null {
    return this.entries.at(-1)?.entry ?? null;
  }

  private apply(): void {
    const head = this.doc.head;
    for (const element of [...head.querySelectorAll(`[${MANAGED}]`)]) element.remove();
    const entry = this.current;
    if (!entry) return;
    this.doc.title = entry.title;
    if (entry.description) this.add('meta', { name: 'description', content: entry.description });
    if (entry.robots) this.add('meta', { name: 'robots', content: entry.robots });
    if (entry.canonical) this.add('link', { rel: 'canonical', href: entry.canonical });
    for (const alternate of entry.alternates ?? [])
      this.add('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
    for (const data of entry.jsonLd ?? []) {
      const script = this.doc.createElement('script');
      script.setAttribute(MANAGED, '');
      script.type = 'application/ld+json';
      script.text = jsonLdText(data);
      head.appendChild(script);
    }
  }

  private add(tag: 'meta' | 'link', attributes: Record<string, string>): void {
    const element = this.doc.createElement(tag);
    element.setAttribute(MANAGED, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    this.doc.head.appendChild(element);
  }
}

let shared: HeadManager | null = null;

/** The document's head manager. */
export function headManager(): HeadManager {
  if (shared === null || shared.doc !== document) shared = new HeadManager(document);
  return shared;
}
