import { describe, expect, it } from 'vitest';
import { FAKE_TAG_MANAGER_ID } from '../../../adapters/fake/in-memory-store';
import { ok } from '../../../ports/model/result';
import { STORE_PORT, type StorePort } from '../../../ports/store-port';
import { givenAShop } from '../../support/build-root-store';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consent', () => {
  it('denies everything before anything else, and asks on a first visit without loading any tag', async () => {
    const { root, consent, tagManager } = givenAShop();
    await settled();
    expect(consent.calls[0]).toBe('defaults');
    expect(root.consent.bannerOpen).toBe(true);
    expect(tagManager.loaded).toEqual([]);
  });

  it('accept grants the four signals, starts the social pixel and the tag manager, and tells the data layer', async () => {
    const { root, consent, tagManager, analytics } = givenAShop();
    root.consent.accept();
    await settled();
    expect(consent.calls).toEqual(['defaults', 'record:granted', 'socialPixel']);
    expect(consent.stored).toBe('granted');
    expect(analytics.events).toContainEqual({ event: 'consentUpdated', decision: 'granted' });
    expect(tagManager.loaded).toEqual([{ kind: 'tag-manager', containerId: FAKE_TAG_MANAGER_ID }]);
    expect(root.consent.bannerOpen).toBe(false);
  });

  it('decline denies them and loads nothing', async () => {
    const { root, consent, tagManager, analytics } = givenAShop();
    root.consent.decline();
    await settled();
    expect(consent.calls).toEqual(['defaults', 'record:denied']);
    expect(analytics.events).toContainEqual({ event: 'consentUpdated', decision: 'denied' });
    expect(tagManager.loaded).toEqual([]);
  });

  it('a granted cookie restores the grant at startup and starts the ad pixel, without the banner or a new cookie', async () => {
    const { root, consent, tagManager } = givenAShop({ consentCookie: 'granted' });
    await settled();
    expect(consent.calls).toEqual(['defaults', 'restore', 'adPixel']);
    expect(root.consent.bannerOpen).toBe(false);
    expect(tagManager.loaded).toHaveLength(1);
  });

  it('a denied cookie keeps everything denied without asking again, and the footer can reopen the choice', async () => {
    const { root, consent, tagManager } = givenAShop({ consentCookie: 'denied' });
    await settled();
    expect(consent.calls).toEqual(['defaults']);
    expect(root.consent.bannerOpen).toBe(false);
    root.consent.reopen();
    expect(root.consent.bannerOpen).toBe(true);
    root.consent.accept();
    await settled();
    expect(tagManager.loaded).toHaveLength(1);
  });
});

describe('the tag manager', () => {
  const withServerCode = (code: string | null) =>
    givenARecordedPort<StorePort>(
      STORE_PORT,
      (fakes) => fakes.store,
      { getTagManagerCode: async () => ok(code) },
      { consentCookie: 'granted' },
    );

  it('prefers the configured container id over the server’s', async () => {
    const { tagManager, recorded } = givenARecordedPort<StorePort>(
      STORE_PORT,
      (fakes) => fakes.store,
      {},
      {
        consentCookie: 'granted',
        config: { tagManagerId: 'GTM-CONF12' },
      },
    );
    await settled();
    expect(tagManager.loaded).toEqual([{ kind: 'tag-manager', containerId: 'GTM-CONF12' }]);
    expect(recorded.count('getTagManagerCode')).toBe(0);
  });

  it('never runs server-supplied code: anything but a container id is ignored with a warning', async () => {
    const { tagManager, logger } = withServerCode("<script>alert('x')</script>");
    await settled();
    expect(tagManager.loaded).toEqual([]);
    expect(logger.warnings.join('\n')).toMatch(/Tag manager not loaded/);
  });

  it('loads nothing and says nothing when the shop has no tag manager', async () => {
    const { tagManager, logger } = withServerCode(null);
    await settled();
    expect(tagManager.loaded).toEqual([]);
    expect(logger.warnings).toEqual([]);
  });

  it('loads once, however often consent is given', async () => {
    const { root, tagManager } = withServerCode('GTM-SRV123');
    await settled();
    root.consent.accept();
    root.consent.accept();
    await settled();
    expect(tagManager.loaded).toEqual([{ kind: 'tag-manager', containerId: 'GTM-SRV123' }]);
  });
});
