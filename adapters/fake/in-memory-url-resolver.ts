import type { ResolvedUrl } from '../../ports/model/resolved-url';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { UrlResolverPort } from '../../ports/url-resolver-port';
import { languageOf } from './fake-language';
import { normalisePath } from './seed/seed-url-index';
import type { SeedData, UrlTarget } from './seed/seed-types';

export class InMemoryUrlResolver implements UrlResolverPort {
  constructor(private readonly data: SeedData) {}

  async resolveUrl(path: string, locale: string): Promise<Result<ResolvedUrl>> {
    const key = normalisePath(path);
    const target = this.data.urlIndex.get(key) ?? this.variantTarget(key);
    if (target === undefined) return fail(portError('not-found', 'Not found', 404));
    const title = this.titleOf(target, languageOf(locale));
    return ok(title === null ? { kind: target.kind, id: target.id } : { kind: target.kind, id: target.id, title });
  }

  private variantTarget(key: string): UrlTarget | undefined {
    const pseId = Number(/-(\d+)\.html$/.exec(key)?.[1]);
    const pse = this.data.pseById.get(pseId);
    if (pse === undefined) return undefined;
    return Object.values(pse.url).some((url) => url.toLowerCase() === key) ? { kind: 'pse', id: pse.id } : undefined;
  }

  private titleOf(target: UrlTarget, language: LanguageCode): string | null {
    switch (target.kind) {
      case 'product':
        return this.data.productById.get(target.id)?.title[language] ?? null;
      case 'category':
        return this.data.categoryById.get(target.id)?.title[language] ?? null;
      case 'content':
        return this.data.contentById.get(target.id)?.title[language] ?? null;
      case 'brand':
        return this.data.brandById.get(target.id)?.title ?? null;
      case 'pse': {
        const pse = this.data.pseById.get(target.id);
        const product = pse === undefined ? undefined : this.data.productById.get(pse.productId);
        if (pse === undefined || product === undefined) return null;
        const colour = product.colours.find((c) => c.id === pse.colourId);
        const size = colour?.sizes.find((s) => s.pseId === pse.id);
        const details = [colour?.name[language], size?.name[language]].filter((part): part is string => part !== undefined);
        return details.length === 0 ? product.title[language] : `${product.title[language]} (${details.join(', ')})`;
      }
    }
  }
}
