// Generated from openapi/search-service.yaml by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './search-service';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const L1: Schema = { type: "integer" };
const L2: Schema = { type: "number" };
const L3: Schema = { type: "boolean" };
const S_ContentHit: Schema = { type: "object", required: ["id","title","url"], properties: { "id": L1, "title": L0, "url": L0, "is_visible": L3, "_rankingScore": L2 } };
const S_HitFulfilmentCenter: Schema = { type: "object", required: ["id","name"], properties: { "id": L1, "name": L0, "stock": L1 } };
const S_HitImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L0, "visible": { type: "integer", enum: [0,1] }, "position": L1 } };
const S_ProductHit: Schema = { type: "object", required: ["id","ref","title","urls","images","prices","stock","pse_id"], properties: { "id": L1, "ref": L0, "title": L0, "urls": { type: "object", additionalProperties: L0 }, "images": { type: "array", items: () => S_HitImage }, "prices": { type: "object", additionalProperties: { type: "object", additionalProperties: { type: "number", minimum: 0, maximum: 10000000 } } }, "listen_price": { type: ["number","null"], minimum: 0, maximum: 10000000 }, "stock": L1, "categories": { type: "array", items: L0 }, "fulfilment_center": { type: "array", items: () => S_HitFulfilmentCenter }, "associated_keywords": { type: ["string","null"] }, "pse_id": L1, "is_visible": L3, "_rankingScore": L2 } };
const S_SearchError: Schema = { type: "object", required: ["message","code"], properties: { "message": L0, "code": L0, "type": L0, "link": L0 } };
const S_SearchResult: Schema = { type: "object", required: ["indexUid","hits"], properties: { "indexUid": L0, "query": L0, "hits": { type: "array", items: { anyOf: [() => S_ProductHit, () => S_ContentHit] } }, "processingTimeMs": L1, "limit": L1, "offset": L1, "estimatedTotalHits": L1, "facetDistribution": { type: "object", additionalProperties: { type: "object", additionalProperties: L1 } }, "facetStats": { type: "object", additionalProperties: { type: "object", properties: { "min": L2, "max": L2 } } } } };

export const ContentHitSchema: ComponentSchema<C["ContentHit"]> = { schema: S_ContentHit };
export const HitFulfilmentCenterSchema: ComponentSchema<C["HitFulfilmentCenter"]> = { schema: S_HitFulfilmentCenter };
export const HitImageSchema: ComponentSchema<C["HitImage"]> = { schema: S_HitImage };
export const ProductHitSchema: ComponentSchema<C["ProductHit"]> = { schema: S_ProductHit };
export const SearchErrorSchema: ComponentSchema<C["SearchError"]> = { schema: S_SearchError };
export const SearchResultSchema: ComponentSchema<C["SearchResult"]> = { schema: S_SearchResult };

/** POST /multi-search → 200 */
export const multiSearch200: ResponseValidator<ResponseBody<P, "/multi-search", "post", 200>> = {
  operation: "POST /multi-search",
  status: "200",
  schema: { type: "object", required: ["results"], properties: { "results": { type: "array", items: () => S_SearchResult } } },
};
/** POST /multi-search → 400 */
export const multiSearch400: ResponseValidator<ResponseBody<P, "/multi-search", "post", 400>> = {
  operation: "POST /multi-search",
  status: "400",
  schema: () => S_SearchError,
};
/** POST /multi-search → 401 */
export const multiSearch401: ResponseValidator<ResponseBody<P, "/multi-search", "post", 401>> = {
  operation: "POST /multi-search",
  status: "401",
  schema: () => S_SearchError,
};
/** POST /multi-search → 403 */
export const multiSearch403: ResponseValidator<ResponseBody<P, "/multi-search", "post", 403>> = {
  operation: "POST /multi-search",
  status: "403",
  schema: () => S_SearchError,
};
/** POST /multi-search → default */
export const multiSearchDefault: ResponseValidator<ResponseBody<P, "/multi-search", "post", "default">> = {
  operation: "POST /multi-search",
  status: "default",
  schema: () => S_SearchError,
};
