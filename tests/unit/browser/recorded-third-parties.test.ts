// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordingThirdParties } from '../../../adapters/browser/recording-third-parties';

const page = () => (window as Window & { __thirdParties?: unknown[] }).__thirdParties;

afterEach(() => delete (window as Window & { __thirdParties?: unknown[] }).__thirdParties);

describe("fake mode's third-party recorders", () => {
  it('write to one list on the page, in order', async () => {
    const { tagManager, chat, errorReporting } = recordingThirdParties(window);
    expect(page()).toEqual([]);
    expect(chat.configured).toBe(true);
    expect(await chat.load()).toEqual({ ok: true, value: undefined });
    tagManager.load('GTM-ABC123');
    chat.open();
    errorReporting.report(new Error('broken'));
    expect(page()).toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'tag-manager', containerId: 'GTM-ABC123' },
      { kind: 'chat', action: 'open' },
      { kind: 'error-report', message: 'broken' },
    ]);
  });
});
