#!/usr/bin/env node
// Fills the nginx templates of deploy/nginx/ and writes them to a folder: site.conf (to include from
// nginx's http block), the two security-header files it includes, and nginx.conf, a whole configuration
// that runs the site from that folder. The e2e suite and a real deployment use the same files.
//   node scripts/nginx-config.mjs --site static --listen 80 --root /srv/shop/dist --out /etc/nginx/storefront
//   node scripts/nginx-config.mjs --site server --listen 80 --upstream 10.0.0.5:4000 --upstream 10.0.0.6:4000 --out …
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const TEMPLATES = new URL('../deploy/nginx/', import.meta.url).pathname;
const read = (name) => readFileSync(join(TEMPLATES, name), 'utf8');

/** The template with each {{NAME}} replaced; a placeholder without a value is a mistake, not an empty string. */
export function fillTemplate(text, values) {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return values[name];
  });
}

/** The security headers deploy/nginx/security-headers.conf defines, by name, with the value nginx adds. */
export function securityHeaders(text) {
  const headers = {};
  for (const [, variable, value] of text.matchAll(/map \$upstream_http_([a-z_]+) \$\w+ \{\s*"" "([^"]*)";/g))
    headers[variable.replaceAll('_', '-')] = value;
  return headers;
}

/** The files of one site's configuration, by name. */
export function nginxConfig({ site, listen, root, upstreams = [], outDir, cacheDir, serverName = '_', mimeTypes }) {
  if (site === 'static' && !root) throw new Error('nginx config: the static site needs --root');
  if (site === 'server' && upstreams.length === 0) throw new Error('nginx config: the server site needs an --upstream');
  if (site !== 'static' && site !== 'server') throw new Error(`nginx config: unknown site ${site}`);
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: root,
    CONF_DIR: outDir,
    RUN_DIR: outDir,
    CACHE_DIR: cacheDir ?? join(outDir, 'cache'),
    MIME_TYPES: mimeTypes ?? '/etc/nginx/mime.types',
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address};`).join('\n'),
  };
  return {
    'site.conf': fillTemplate(read(`${site}-site.conf.template`), values),
    'nginx.conf': fillTemplate(read('nginx.conf.template'), values),
    'security-headers.conf': read('security-headers.conf'),
    'add-security-headers.conf': read('add-security-headers.conf'),
  };
}

/** Writes the configuration to options.outDir (made absolute) and returns the path of its nginx.conf. */
export function writeNginxConfig(options) {
  const outDir = resolve(options.outDir);
  const files = nginxConfig({ ...options, outDir, root: options.root && resolve(options.root) });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  return join(outDir, 'nginx.conf');
}

/** The options of a command line such as the ones above. */
export function parseNginxArgs(args) {
  const { values } = parseArgs({
    args,
    options: {
      site: { type: 'string' },
      listen: { type: 'string' },
      root: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      out: { type: 'string' },
      'cache-dir': { type: 'string' },
      'server-name': { type: 'string' },
    },
  });
  if (!values.site || !values.listen || !values.out) throw new Error('nginx config: --site, --listen and --out are needed');
  return {
    site: values.site,
    listen: values.listen,
    root: values.root,
    upstreams: values.upstream ?? [],
    outDir: values.out,
    cacheDir: values['cache-dir'],
    serverName: values['server-name'],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(`nginx -c ${writeNginxConfig(parseNginxArgs(process.argv.slice(2)))}`);
