import 'reflect-metadata/lite';
import { describe, expect, it } from 'vitest';
import { CHAT_PORT, type ChatPort } from '../../../ports/chat-port';
import { parseConfig } from '../../../src/app/config';
import { deferredThirdParties } from '../../../src/app/third-parties';
import { requestRoot } from '../../../src/server/request-root';

const configWithChat = (scriptUrl: string) =>
  parseConfig(
    {
      VITE_ADAPTERS: 'http',
      VITE_API_URL: 'https://api.shop.example',
      VITE_FAST_API_URL: 'https://fast.shop.example',
      VITE_CHAT_SCRIPT_URL: scriptUrl,
    },
    '1.1.0',
    'https://shop.example',
  ).config;
const logger = { warn: () => undefined, error: () => undefined };
const onTheServer = (scriptUrl: string) =>
  requestRoot(configWithChat(scriptUrl), 'ro', logger).container.get<ChatPort>(CHAT_PORT).configured;
const inTheBrowser = (scriptUrl: string) => deferredThirdParties(configWithChat(scriptUrl)).chat.configured;

describe('the chat on a page the server renders', () => {
  it.each(['https://chat.vendor.example/widget.js', 'http://chat.vendor.example/widget.js', ''])(
    'counts as set up (%j) exactly when the browser counts it so, so the chat button hydrates as the server sent it',
    (scriptUrl) => {
      expect(onTheServer(scriptUrl)).toBe(inTheBrowser(scriptUrl));
    },
  );

  it('is set up on the server once an https chat script is configured', () => {
    expect(onTheServer('https://chat.vendor.example/widget.js')).toBe(true);
  });
});
