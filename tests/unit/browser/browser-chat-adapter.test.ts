// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserChatAdapter } from '../../../adapters/browser/browser-chat-adapter';
import { httpsScriptUrl } from '../../../adapters/browser/https-script-url';

const SCRIPT = 'https://chat.example.com/widget.js';
const scripts = () => [...document.head.querySelectorAll('script')];
const lastScript = () => scripts().at(-1) as HTMLScriptElement;
const chatWindow = window as Window & { SupportChat?: { open?: () => void } };
const aChat = (scriptUrl = SCRIPT, accountId = 'acct-42', timeoutMs = 15_000) =>
  new BrowserChatAdapter({ scriptUrl, accountId }, document, window, timeoutMs);

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete chatWindow.SupportChat;
  vi.useRealTimers();
});

describe('BrowserChatAdapter', () => {
  it('adds nothing to the page until asked to load', () => {
    aChat();
    expect(scripts()).toEqual([]);
  });

  it('loads the configured https script once, async, with the account id, and opens through the vendor', async () => {
    const open = vi.fn();
    const chat = aChat();
    const first = chat.load();
    const again = chat.load();
    expect(scripts().map((s) => s.src)).toEqual([SCRIPT]);
    expect(lastScript().async).toBe(true);
    expect(lastScript().dataset.chatId).toBe('acct-42');
    chatWindow.SupportChat = { open };
    lastScript().dispatchEvent(new Event('load'));
    expect(await first).toEqual({ ok: true, value: undefined });
    expect(await again).toEqual({ ok: true, value: undefined });
    expect(await chat.load()).toEqual({ ok: true, value: undefined });
    expect(scripts()).toHaveLength(1);
    chat.open();
    expect(open).toHaveBeenCalledOnce();
  });

  it('opening does nothing when the vendor defines no global', async () => {
    const chat = aChat();
    const loaded = chat.load();
    lastScript().dispatchEvent(new Event('load'));
    await loaded;
    expect(() => chat.open()).not.toThrow();
  });

  it('answers a failed load with a value, removes the script, and loads afresh on the next call', async () => {
    const chat = aChat();
    const first = chat.load();
    lastScript().dispatchEvent(new Event('error'));
    expect(await first).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(scripts()).toEqual([]);
    const retry = chat.load();
    expect(scripts()).toHaveLength(1);
    lastScript().dispatchEvent(new Event('load'));
    expect((await retry).ok).toBe(true);
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    const chat = aChat(SCRIPT, '', 1000);
    const load = chat.load();
    expect(lastScript().dataset.chatId).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(await load).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(scripts()).toEqual([]);
  });

  it.each([
    ['nothing', ''],
    ['plain http', 'http://chat.example.com/widget.js'],
    ['a relative path', '/widget.js'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['credentials in the URL', 'https://user:secret@chat.example.com/widget.js'],
  ])('is not configured with %s, and loads no script', async (_label, scriptUrl) => {
    const chat = aChat(scriptUrl);
    expect(chat.configured).toBe(false);
    expect(await chat.load()).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(scripts()).toEqual([]);
  });
});

describe('the chat script URL check', () => {
  it('accepts an absolute https URL', () => {
    expect(httpsScriptUrl(' https://chat.example.com/w.js?id=1 ')).toBe('https://chat.example.com/w.js?id=1');
  });
});
