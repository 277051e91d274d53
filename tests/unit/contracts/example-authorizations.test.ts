import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleAuthorizations } from '../../../contracts/verify/example-authorizations.mjs';
import { pactFile } from '../../../contracts/pact-files';

const aPact = (interactions: unknown[]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'pact-')), 'pact.json');
  writeFileSync(file, JSON.stringify({ interactions }));
  return file;
};

describe('the token the kit sends', () => {
  it("replaces the consumer's example headers, never one a provider state supplies", () => {
    const file = aPact([
      { request: { headers: { Authorization: 'Bearer shop-token' } } },
      { request: { headers: { authorization: ['Bearer customer-77-jwt'] } } },
      {
        request: {
          headers: { Authorization: 'Bearer expired-jwt' },
          generators: { header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${token}' } } },
        },
      },
      { request: {} },
    ]);
    expect([...exampleAuthorizations(file)]).toEqual(['Bearer shop-token', 'Bearer customer-77-jwt']);
  });

  it("leaves the committed shop API pact's expired-token interaction to its provider state", () => {
    const examples = exampleAuthorizations(pactFile('shop-api'));
    expect(examples.has('Bearer shop-token')).toBe(true);
    expect([...examples].some((value) => value.includes('expired'))).toBe(false);
  });
});
