// Generated from openapi/fast-api.yaml (operations tagged customer) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const S_ApiError: Schema = { type: "object", properties: { "error": L0, "message": L0, "status": L0, "status_code": { type: "integer" } } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };

/** GET /api/comments/rights/{pse_id}/{customer_id} → 200 */
export const getCommentRights200: ResponseValidator<ResponseBody<P, "/api/comments/rights/{pse_id}/{customer_id}", "get", 200>> = {
  operation: "GET /api/comments/rights/{pse_id}/{customer_id}",
  status: "200",
  schema: { type: "object", required: ["can_comment"], properties: { "can_comment": { type: "boolean" }, "reason": { type: ["string","null"] } } },
};
/** GET /api/comments/rights/{pse_id}/{customer_id} → 401 */
export const getCommentRights401: ResponseValidator<ResponseBody<P, "/api/comments/rights/{pse_id}/{customer_id}", "get", 401>> = {
  operation: "GET /api/comments/rights/{pse_id}/{customer_id}",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/comments/rights/{pse_id}/{customer_id} → default */
export const getCommentRightsDefault: ResponseValidator<ResponseBody<P, "/api/comments/rights/{pse_id}/{customer_id}", "get", "default">> = {
  operation: "GET /api/comments/rights/{pse_id}/{customer_id}",
  status: "default",
  schema: () => S_ApiError,
};
