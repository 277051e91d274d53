// A Vite build plugin that leaves out of the bundle the parts of three dependencies the app never runs.
//
// The router's production build declares its components and contexts with unannotated calls
// (`var NavLink = React10.forwardRef(...)`) and names them for the dev tools
// (`NavLink.displayName = "NavLink"`). Both count as side effects, so every component ships whether
// the app uses it or not (NavLink, Form and what they call). Marking the calls pure and dropping
// the names lets the build leave out what the app does not import.
//
// Two of the router's render paths belong to its framework and RSC modes, never used here: a link
// renders prefetch links only under the framework's context (without it, `shouldPrefetch` is
// always false), and the route error boundary hands errors to the RSC handler only under the RSC
// router's context. Rendering the plain result instead leaves their code out.
//
// The message formatter binds every formatter of the Intl API to each intl object, so all of them
// ship. The app formats messages, numbers, dates and times only; the others (lists, relative times,
// durations, plurals, display names, ranges, parts) and their caches are left out, and lint forbids
// calling them (eslint.config.js).
//
// The container's planner can compile resolvers with the `Function` constructor, only when a
// container is created with `jitless: false` (ours never is). Its models import that compiler
// anyway, so the bundle carried code built from strings. They get the interpreted resolver, which
// the default already uses, under the same name.
//
// The container builds a plugin manager and a snapshot manager for every container; the app never
// registers a plugin nor takes a snapshot (a container is built once per profile, or per request
// on the server), so both managers and the three methods that reach them are left out.

const ROUTER_BUILD = /\/react-router\/dist\/production\/[^/]+\.mjs$/;
const INTL_BUILD = /\/@formatjs\/intl\/index\.js$/;
const CONTAINER_MODELS = /\/@inversifyjs\/core\/lib\/planning\/models\/[^/]+\.js$/;
const CONTAINER_CLASS = /\/@inversifyjs\/container\/lib\/container\/services\/Container\.js$/;

/** @param {string} code */
export function annotateRouter(code) {
  return code
    .replace(/^var (\w+) = (React\d*)\.(createContext|forwardRef|memo)\(/gm, 'var $1 = /* @__PURE__ */ $2.$3(')
    .replace(/^\w+\.displayName = "[^"\n]*";\n/gm, '');
}

const FRAMEWORK_RENDERING = [
  [/return shouldPrefetch && !isAbsolute \? [^\n]*PrefetchPageLinks[^\n]* : link;/, 'return link;'],
  [/\n {4}if \(this\.context && typeof error === "object"[^\n]*\n[^\n]*decodeRouteErrorResponseDigest[^\n]*\n[^\n]*\n {4}\}/, ''],
  [/\n {4}if \(this\.context\) \{\n[^\n]*RSCErrorHandler[^\n]*\n {4}\}/, ''],
];

/** @param {string} code */
export function withoutFrameworkRendering(code) {
  return FRAMEWORK_RENDERING.reduce((trimmed, [pattern, replacement]) => trimmed.replace(pattern, replacement), code);
}

/** The intl object's formatters the app never calls (lint forbids them, eslint.config.js). */
export const UNUSED_FORMATTERS = [
  'formatNumberToParts',
  'formatDuration',
  'formatDurationToParts',
  'formatRelativeTime',
  'formatDateToParts',
  'formatDateTimeRange',
  'formatTimeToParts',
  'formatPlural',
  'formatList',
  'formatListToParts',
  'formatDisplayName',
];
/** react-intl's components that call them. */
export const UNUSED_FORMATTED_COMPONENTS = [
  'FormattedDateParts',
  'FormattedDateTimeRange',
  'FormattedDisplayName',
  'FormattedDuration',
  'FormattedDurationParts',
  'FormattedList',
  'FormattedListParts',
  'FormattedNumberParts',
  'FormattedPlural',
  'FormattedRelativeTime',
  'FormattedTimeParts',
];
const UNUSED_CACHES = ['getDurationFormat', 'getRelativeTimeFormat', 'getListFormat', 'getDisplayNames'];

/** @param {string} code */
export function onlyUsedFormatters(code) {
  const bound = new RegExp(
    `\\n\\t\\t(?:${UNUSED_FORMATTERS.join('|')}): \\w+\\.bind\\(null, resolvedConfig, formatters\\.\\w+\\),?(?=\\n)`,
    'g',
  );
  const cached = new RegExp(`\\n\\t\\t(?:${UNUSED_CACHES.join('|')}): memoize\\([^]*?\\n\\t\\t\\}\\),?(?=\\n)`, 'g');
  return code.replace(bound, '').replace(cached, '');
}

/** @param {string} code */
export function interpretedResolvers(code) {
  return code.replace(
    /import \{ (build\w+)Jit \} from '\.\.\/calculations\/\1Jit\.js';/g,
    "import { $1 as $1Jit } from '../calculations/$1.js';",
  );
}

/** The container's methods the app never calls: register (plugins), snapshot and restore. */
export const UNUSED_CONTAINER_METHODS = ['register', 'restore', 'snapshot'];

/** @param {string} code */
export function withoutPluginsAndSnapshots(code) {
  return code
    .replace(/^import \{ (PluginManager|SnapshotManager) \} from '\.\/\1\.js';\n/gm, '')
    .replace(/^ {4}#(pluginManager|snapshotManager);\n/gm, '')
    .replace(/^ {8}this\.#(pluginManager|snapshotManager) = new \w+\([^\n]*\);\n/gm, '')
    .replace(new RegExp(`\\n {4}(?:${UNUSED_CONTAINER_METHODS.join('|')})\\(\\w*\\) \\{\\n[^\\n]*\\n {4}\\}`, 'g'), '');
}

/** @returns {import('vite').Plugin} */
export function trimDependencies() {
  return {
    name: 'trim-dependencies',
    apply: 'build',
    transform(code, id) {
      if (ROUTER_BUILD.test(id)) return { code: withoutFrameworkRendering(annotateRouter(code)), map: null };
      if (INTL_BUILD.test(id)) return { code: onlyUsedFormatters(code), map: null };
      if (CONTAINER_MODELS.test(id)) return { code: interpretedResolvers(code), map: null };
      if (CONTAINER_CLASS.test(id)) return { code: withoutPluginsAndSnapshots(code), map: null };
      return undefined;
    },
  };
}
