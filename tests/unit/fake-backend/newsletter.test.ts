import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, givenAFakeBackend, type FakeBackendWorld } from '../../support/given-a-fake-backend';

describe('the fake backend: newsletter (NewsletterPort)', () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  it('subscribes and unsubscribes an e-mail as the fake does', async () => {
    expect(await world.http.newsletter.subscribe('reader@example.com', 'ro')).toEqual({ ok: true, value: undefined });
    expect(await world.fake.newsletter.subscribe('reader@example.com', 'ro')).toEqual({ ok: true, value: undefined });
    expect(await world.http.newsletter.unsubscribe('reader@example.com')).toEqual({ ok: true, value: undefined });
    expect(await world.fake.newsletter.unsubscribe('reader@example.com')).toEqual({ ok: true, value: undefined });
  });

  it("refuses what is no e-mail address with 'Invalid data' (400)", async () => {
    expect(failureOf(await world.http.newsletter.subscribe('reader', 'de'))).toEqual(
      failureOf(await world.fake.newsletter.subscribe('reader', 'de')),
    );
    expect(failureOf(await world.http.newsletter.unsubscribe('reader'))).toEqual({ message: 'Invalid data', status: 400 });
    expect(failureOf(await world.fake.newsletter.unsubscribe('reader'))).toEqual({ message: 'Invalid data', status: 400 });
  });
});
