// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { RecordingChat } from '../../../adapters/browser/recording-chat';
import { RecordingTagManager } from '../../../adapters/browser/recording-tag-manager';

const page = () => (window as Window & { __thirdParties?: unknown[] }).__thirdParties;

afterEach(() => delete (window as Window & { __thirdParties?: unknown[] }).__thirdParties);

describe("fake mode's third-party recorders", () => {
  it('write to one list on the page, in order, each keeping its own too', async () => {
    const tagManager = new RecordingTagManager(window);
    const chat = new RecordingChat(window);
    expect(page()).toEqual([]);
    expect(chat.configured).toBe(true);
    expect(await chat.load()).toEqual({ ok: true, value: undefined });
    tagManager.load('GTM-ABC123');
    chat.open();
    expect(page()).toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'tag-manager', containerId: 'GTM-ABC123' },
      { kind: 'chat', action: 'open' },
    ]);
    expect(tagManager.loaded).toEqual([{ kind: 'tag-manager', containerId: 'GTM-ABC123' }]);
    expect(chat.recorded).toHaveLength(2);
  });
});
