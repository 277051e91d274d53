// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAG_MANAGER_ORIGIN } from '../../../ports/tag-manager-port';
import { deferredThirdParties } from '../../../src/app/third-parties';
import { parseConfig } from '../../../src/app/config';
import { httpThirdParties } from '../../../src/app/http-third-parties';
import type * as HttpThirdParties from '../../../src/app/http-third-parties';

vi.mock('../../../src/app/http-third-parties', async (importOriginal) => {
  const actual = await importOriginal<typeof HttpThirdParties>();
  return { httpThirdParties: vi.fn(actual.httpThirdParties) };
});

const configWithChat = (scriptUrl: string) => {
  const { config } = parseConfig({}, '1.1.0', 'http://127.0.0.1');
  return { ...config, chat: { scriptUrl, accountId: 'acct-42' } };
};
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe("the http build's third parties, loaded on their first use", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.mocked(httpThirdParties).mockClear();
  });

  it('say whether the chat is configured before their code is loaded', () => {
    expect(deferredThirdParties(configWithChat('https://chat.example.com/widget.js')).chat.configured).toBe(true);
    expect(deferredThirdParties(configWithChat('http://chat.example.com/widget.js')).chat.configured).toBe(false);
  });

  it("add the tag manager's script once, however often it is asked for", async () => {
    const { tagManager } = deferredThirdParties(configWithChat(''));
    await tagManager.load('GTM-ABC123');
    await tagManager.load('GTM-ABC123');
    expect(scripts()).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-ABC123`]);
  });

  it('build their loaders once, on the first use of any of them, for all three', async () => {
    const { tagManager, chat } = deferredThirdParties(configWithChat(''));
    await tagManager.load('GTM-ABC123');
    await chat.load();
    await tagManager.load('GTM-ABC123');
    expect(httpThirdParties).toHaveBeenCalledTimes(1);
  });

  it("answer the chat's load as its loader does: without an https script, a refusal and no script", async () => {
    const { chat } = deferredThirdParties(configWithChat(''));
    const result = await chat.load();
    expect(result.ok).toBe(false);
    expect(scripts()).toEqual([]);
  });
});
