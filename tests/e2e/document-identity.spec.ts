import { expect, test } from './fixtures';

test("the served index.html speaks the build's language and names the shop before any script runs", async ({ request }) => {
  const html = await (await request.get('/')).text();

  expect(html).toMatch(/<html lang="ro">/);
  expect(html).toMatch(/<title>Lemnia<\/title>/);
  expect(html).not.toMatch(/Casa Mobila/);
});
