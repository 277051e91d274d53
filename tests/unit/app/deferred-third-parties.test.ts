// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TAG_MANAGER_ORIGIN } from '../../../adapters/browser/browser-tag-manager-adapter';
import { deferredThirdParties } from '../../../src/app/third-parties';
import { parseConfig } from '../../../src/app/config';

const configWithChat = (scriptUrl: string) => {
  const { config } = parseConfig({}, '1.1.0', 'http://127.0.0.1');
  return { ...config, chat: { scriptUrl, accountId: 'acct-42' } };
};
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe("the http build's third parties, loaded on their first use", () => {
  afterEach(() => document.head.replaceChildren());

  it('say whether the chat is configured before their code is loaded', () => {
    expect(deferredThirdParties(configWithChat('https://chat.example.com/widget.js')).chat.configured).toBe(true);
    expect(deferredThirdParties(configWithChat('http://chat.example.com/widget.js')).chat.configured).toBe(false);
  });

  it('load the tag manager once, however often it is asked for', async () => {
    const { tagManager } = deferredThirdParties(configWithChat(''));
    await tagManager.load('GTM-ABC123');
    await tagManager.load('GTM-ABC123');
    expect(scripts()).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-ABC123`]);
  });

  it("answer the chat's load as its loader does: without an https script, a refusal and no script", async () => {
    const { chat } = deferredThirdParties(configWithChat(''));
    const result = await chat.load();
    expect(result.ok).toBe(false);
    expect(scripts()).toEqual([]);
  });
});
