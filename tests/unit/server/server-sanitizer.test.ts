import { describe, it } from 'vitest';
import { serverSanitizer } from '../../../src/server/server-sanitizer';
import { expectShopRules } from '../../support/hostile-html';

describe("the server's sanitiser", () => {
  it('keeps no id or name, and loads images and media from the configured hosts and the shop only', () => {
    expectShopRules(serverSanitizer());
  });
});
