import type { CoverageSpec } from '../../contracts/coverage-report.mjs';

/** An OpenAPI document from `'GET /api/x/{id}': 'getX'` entries. */
export function anOpenApi(operations: Record<string, string>): unknown {
  const paths: Record<string, Record<string, { operationId: string }>> = {};
  for (const [call, operationId] of Object.entries(operations)) {
    const [method = '', path = ''] = call.split(' ');
    paths[path] = { ...paths[path], [method.toLowerCase()]: { operationId } };
  }
  return { openapi: '3.1.0', paths };
}

/** A pact file from `'description': 'POST /api/x?q=1'` entries (the query, if any, in the path). */
export function aPact(interactions: Record<string, string>) {
  return {
    interactions: Object.entries(interactions).map(([description, call]) => {
      const [method = '', path = ''] = call.split(' ');
      return { description, request: { method, path } };
    }),
  };
}

/** The http-clients.ts of the repo in short: one client type per spec. */
export const clientsSource = `
import type { paths as ShopPaths } from './generated/shop-api';
import type { paths as FastPaths } from './generated/fast-api';
export type ShopClient = Client<ShopPaths>;
export type FastClient = Client<FastPaths>;
`;

/** An adapter whose constructor takes the shop and fast clients, with the given method bodies. */
export const anAdapter = (body: string) => `
import type { FastClient, ShopClient } from './http-clients';
export class SomeAdapter {
  constructor(private readonly shop: ShopClient, private readonly fast: FastClient) {}
${body}
}
`;

export const aSpec = (
  provider: string,
  operations: Record<string, string>,
  pact: ReturnType<typeof aPact> | null,
): CoverageSpec => ({
  provider,
  document: anOpenApi(operations),
  pact,
});
