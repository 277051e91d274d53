import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getOrder200 } from '../../../adapters/http/generated/shop-api-order-validators';
import { mismatchOf, validateResponse, type ResponseValidator } from '../../../adapters/http/response-validator';
import { orderDto } from '../http/order-fixtures';

const root = resolve(import.meta.dirname, '../../..');
const validOrders = { OrderItems: [orderDto({ TOTAL_TAXED_AMOUNT: 604.4 })] };

describe('validators generated from openapi/', () => {
  const work = mkdtempSync(join(tmpdir(), 'validators-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('accept a valid answer and name the operation and the field of an invalid one', () => {
    expect(validateResponse(getOrder200, validOrders)).toEqual({ ok: true, value: validOrders });
    const bad = { OrderItems: [{ ...validOrders.OrderItems[0], TOTAL_TAXED_AMOUNT: '604.40' }] };
    expect(validateResponse(getOrder200, bad)).toEqual({
      ok: false,
      error: {
        kind: 'invalid-response',
        message: 'GET /api/ExternalOrderApi/order/{id} 200: /OrderItems/0/TOTAL_TAXED_AMOUNT must be number, got string "604.40"',
      },
    });
  });

  it('follow a change of openapi/: a field turned into a string rejects the answer valid before', async () => {
    const specs = join(work, 'openapi');
    const out = join(work, 'generated');
    cpSync(join(root, 'openapi'), specs, { recursive: true });
    const shop = join(specs, 'shop-api.yaml');
    const yaml = readFileSync(shop, 'utf8');
    const field = /(\n {4}Order:\n[\s\S]*?\n {8}TOTAL_TAXED_AMOUNT: \{ )\$ref: '#\/components\/schemas\/Money'/;
    expect(yaml).toMatch(field);
    writeFileSync(shop, yaml.replace(field, '$1type: string'));

    execFileSync(process.execPath, [join(root, 'scripts/generate-sdk.mjs'), '--in', specs, '--out', out], { cwd: root });

    // The regenerated module imports its types only, so it loads as it is (a fixed temp path).
    // eslint-disable-next-line no-unsanitized/method
    const regenerated = (await import(join(out, 'shop-api-order-validators.ts'))) as {
      getOrder200: ResponseValidator<unknown>;
    };
    expect(mismatchOf(regenerated.getOrder200, validOrders)).toBe(
      'GET /api/ExternalOrderApi/order/{id} 200: /OrderItems/0/TOTAL_TAXED_AMOUNT must be string, got number 604.4',
    );
    expect(mismatchOf(getOrder200, validOrders)).toBeNull();
  }, 20_000);
});
