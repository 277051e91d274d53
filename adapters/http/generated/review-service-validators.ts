// Generated from openapi/review-service.yaml by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './review-service';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: ["string","null"] };
const S_ReviewBadge: Schema = { type: "object", required: ["ratingvalue","ratingcount"], properties: { "ratingvalue": { type: "number", minimum: 0, maximum: 5 }, "ratingcount": { type: "integer", minimum: 0 }, "sealcolor": L0, "reviewpage": L0 }, additionalProperties: {} };
const S_ReviewError: Schema = { type: "object", properties: { "message": { type: "string" } } };

export const ReviewBadgeSchema: ComponentSchema<C["ReviewBadge"]> = { schema: S_ReviewBadge };
export const ReviewErrorSchema: ComponentSchema<C["ReviewError"]> = { schema: S_ReviewError };

/** GET /badges/{shopId} → 200 */
export const getReviewBadge200: ResponseValidator<ResponseBody<P, "/badges/{shopId}", "get", 200>> = {
  operation: "GET /badges/{shopId}",
  status: "200",
  schema: () => S_ReviewBadge,
};
/** GET /badges/{shopId} → 404 */
export const getReviewBadge404: ResponseValidator<ResponseBody<P, "/badges/{shopId}", "get", 404>> = {
  operation: "GET /badges/{shopId}",
  status: "404",
  schema: () => S_ReviewError,
};
/** GET /badges/{shopId} → default */
export const getReviewBadgeDefault: ResponseValidator<ResponseBody<P, "/badges/{shopId}", "get", "default">> = {
  operation: "GET /badges/{shopId}",
  status: "default",
  schema: () => S_ReviewError,
};
