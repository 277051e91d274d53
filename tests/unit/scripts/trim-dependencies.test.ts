import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  annotateRouter,
  interpretedResolvers,
  onlyUsedFormatters,
  UNUSED_CONTAINER_METHODS,
  UNUSED_FORMATTERS,
  withoutFrameworkRendering,
  withoutPluginsAndSnapshots,
} from '../../../scripts/trim-dependencies.mjs';

const routerBuild = 'node_modules/react-router/dist/production/';
const containerModels = 'node_modules/@inversifyjs/core/lib/planning/models/';
const read = (folder: string, file: string) => readFileSync(`${folder}${file}`, 'utf8');

describe('trimming the router', () => {
  it('marks the declaration of a component or context pure and drops its dev tools name', () => {
    const code = [
      'var NavLink = React10.forwardRef(',
      '  function NavLinkWithRef() {}',
      ');',
      'NavLink.displayName = "NavLink";',
      'var RouteContext = React.createContext(null);',
      'React10.useLayoutEffect(() => history.listen(setState), [history]);',
      '',
    ].join('\n');

    expect(annotateRouter(code)).toBe(
      [
        'var NavLink = /* @__PURE__ */ React10.forwardRef(',
        '  function NavLinkWithRef() {}',
        ');',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'React10.useLayoutEffect(() => history.listen(setState), [history]);',
        '',
      ].join('\n'),
    );
  });

  it("still finds the declarations in the installed router's production build", () => {
    const chunks = readdirSync(routerBuild).filter((file) => file.endsWith('.mjs'));
    const code = chunks.map((file) => read(routerBuild, file)).join('\n');
    const trimmed = annotateRouter(code);

    expect(trimmed).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(trimmed).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(trimmed).not.toMatch(/^\w+\.displayName = /m);
  });
});

describe("leaving out the router's framework and RSC rendering", () => {
  const installed = () =>
    readdirSync(routerBuild)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => read(routerBuild, file))
      .join('\n');

  it('renders a link without prefetch links and a route error without the RSC handler', () => {
    const trimmed = withoutFrameworkRendering(installed());

    expect(trimmed).toContain('return link;');
    expect(trimmed).not.toMatch(/createElement\(PrefetchPageLinks, \{ page: href \}\)/);
    expect(trimmed).not.toMatch(/createElement\(RSCErrorHandler, \{ error \}, result\)/);
    expect(trimmed).not.toMatch(/const decoded = decodeRouteErrorResponseDigest\(error\.digest\);/);
  });

  it('finds each of those render paths in the installed router, so that an update which changes them fails here', () => {
    const source = installed();

    expect(source).toMatch(/return shouldPrefetch && !isAbsolute \? .*PrefetchPageLinks.* : link;/);
    expect(source).toMatch(/if \(!frameworkContext\) \{\n\s*return \[false, ref, \{\}\];/);
    expect(source).toMatch(/RenderErrorBoundary\.contextType = RSCRouterContext;/);
    expect(withoutFrameworkRendering(source).length).toBeLessThan(source.length - 400);
  });
});

describe('trimming the message formatter', () => {
  const intlBuild = read('node_modules/@formatjs/intl/', 'index.js');

  it('binds only the formatters the app calls to the intl object, and builds only their caches', () => {
    const trimmed = onlyUsedFormatters(intlBuild);

    for (const name of UNUSED_FORMATTERS) expect(trimmed).not.toMatch(new RegExp(`\\t${name}: ${name}\\.bind`));
    for (const name of ['formatMessage', 'formatNumber', 'formatDate', 'formatTime']) {
      expect(trimmed).toMatch(new RegExp(`\\t${name}: ${name}\\.bind\\(null, resolvedConfig, formatters`));
    }
    expect(trimmed).not.toMatch(/getListFormat: memoize|getRelativeTimeFormat: memoize|getDisplayNames: memoize/);
    expect(trimmed).toMatch(/getNumberFormat,\n\t\tgetMessageFormat: memoize/);
  });

  it('finds every left-out formatter in the installed build, so that an update which changes its shape fails here', () => {
    for (const name of UNUSED_FORMATTERS)
      expect(intlBuild).toMatch(new RegExp(`\\t${name}: ${name}\\.bind\\(null, resolvedConfig, formatters\\.\\w+\\)`));
    expect(intlBuild.length - onlyUsedFormatters(intlBuild).length).toBeGreaterThan(1500);
  });
});

describe('trimming the container', () => {
  it('gives its models the interpreted resolvers under the compiled ones’ names', () => {
    for (const file of ['InstanceBindingNodeImplementation.js', 'ResolvedValueBindingNodeImplementation.js']) {
      const source = read(containerModels, file);
      const trimmed = interpretedResolvers(source);

      expect(source).toMatch(/Jit\.js'/);
      expect(trimmed).not.toMatch(/Jit\.js'/);
      expect(trimmed).toMatch(/import \{ buildNoActivations\w+Resolver as buildNoActivations\w+ResolverJit \}/);
    }
  });

  it('leaves no installed model importing a resolver compiled from strings', () => {
    const models = readdirSync(containerModels).filter((file) => file.endsWith('.js'));

    for (const file of models) expect(interpretedResolvers(read(containerModels, file))).not.toMatch(/Jit\.js'/);
  });
});

describe('trimming the container class', () => {
  const source = read('node_modules/@inversifyjs/container/lib/container/services/', 'Container.js');

  it('leaves out the plugin and snapshot managers and the methods that reach them', () => {
    const trimmed = withoutPluginsAndSnapshots(source);

    expect(source).toMatch(/PluginManager/);
    expect(source).toMatch(/SnapshotManager/);
    expect(trimmed).not.toMatch(/PluginManager|SnapshotManager|#pluginManager|#snapshotManager/);
    for (const method of UNUSED_CONTAINER_METHODS) expect(trimmed).not.toMatch(new RegExp(`\\n {4}${method}\\(`));
  });

  it('keeps every other method of the container', () => {
    const methods = (code: string) => [...code.matchAll(/\n {4}(?:async )?(\w+)\(/g)].map((match) => match[1]);
    expect(methods(withoutPluginsAndSnapshots(source))).toEqual(
      methods(source).filter((name) => !UNUSED_CONTAINER_METHODS.includes(name!)),
    );
  });
});
