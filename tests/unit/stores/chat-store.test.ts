import { describe, expect, it } from 'vitest';
import { RecordingChat } from '../../../adapters/browser/recording-chat';
import { FlakyChat, givenAChatShop } from '../../support/given-a-chat';

const notConfigured = Object.assign(new RecordingChat(), { configured: false });

describe('the support chat', () => {
  it('is offered in the Romanian shop, and loads nothing before the first press', async () => {
    const chat = new RecordingChat();
    const { root } = await givenAChatShop({ chat });
    expect(root.chat.visible).toBe(true);
    expect(root.chat.state).toBe('idle');
    expect(chat.recorded).toEqual([]);
  });

  it('loads its script on the first press and opens the window', async () => {
    const chat = new RecordingChat();
    const { root } = await givenAChatShop({ chat });
    await root.chat.open();
    expect(root.chat.state).toBe('open');
    expect(chat.recorded).toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'chat', action: 'open' },
    ]);
  });

  it('only opens the window on later presses, without loading the script again', async () => {
    const flaky = new FlakyChat(0);
    const { root } = await givenAChatShop({ chat: flaky });
    await root.chat.open();
    await root.chat.open();
    await root.chat.open();
    expect(flaky.loads).toBe(1);
    expect(flaky.opens).toBe(3);
  });

  it('ignores presses while the script is loading', async () => {
    const held = new FlakyChat(0, true);
    const { root } = await givenAChatShop({ chat: held });
    const first = root.chat.open();
    expect(root.chat.state).toBe('loading');
    await root.chat.open();
    held.release();
    await first;
    expect(held.loads).toBe(1);
    expect(held.opens).toBe(1);
    expect(root.chat.state).toBe('open');
  });

  it('says so when the script fails to load (and logs why), and the next press tries again', async () => {
    const flaky = new FlakyChat(1);
    const { root, logger } = await givenAChatShop({ chat: flaky });
    await root.chat.open();
    expect(root.chat.state).toBe('failed');
    expect(flaky.opens).toBe(0);
    expect(logger.warnings).toEqual(['The support chat did not load: The chat script did not load']);

    await root.chat.open();
    expect(flaky.loads).toBe(2);
    expect(flaky.opens).toBe(1);
    expect(root.chat.state).toBe('open');
  });

  it.each([
    ['in the German shop', { satellite: 'DE', locale: 'de_DE' }],
    ['in the Austrian shop', { satellite: 'AT', locale: 'de_AT' }],
    ['when the locale config switches it off', { chatEnabled: false }],
    ['when no chat script is set up', { chat: notConfigured }],
  ])('is not offered %s, and a press loads nothing', async (_label, options) => {
    const recording = 'chat' in options ? options.chat : new RecordingChat();
    const { root } = await givenAChatShop({ ...options, chat: recording });
    expect(root.chat.visible).toBe(false);
    await root.chat.open();
    expect(recording.recorded).toEqual([]);
    expect(root.chat.state).toBe('idle');
  });
});
