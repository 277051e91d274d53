import type { components } from '../../../adapters/http/generated/shop-api';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { bodyOf, text } from '../request-body';
import { replyError, route, type Route } from '../route';

const done = (): components['schemas']['StatusMessage'] => ({ status_code: 200, status: 'success', message: null });

/** The newsletter sign-up and unsubscribe (shop token). */
export function newsletterRoutes({ fakes }: FakeWorld): Route[] {
  return [
    route('POST', '/api/newsletter/subscribe', async ({ body }) => {
      const [email, locale] = [text(bodyOf(body), 'email'), text(bodyOf(body), 'locale')];
      if (email === null) return replyError(400, 'Invalid data');
      return fromResult(await fakes.newsletter.subscribe(email, locale ?? ''), done);
    }),
    route('POST', '/api/newsletter/unsubscribe', async ({ body }) => {
      const email = text(bodyOf(body), 'email');
      if (email === null) return replyError(400, 'Invalid data');
      return fromResult(await fakes.newsletter.unsubscribe(email), done);
    }),
  ];
}
