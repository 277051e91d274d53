import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Every module the entry imports statically. They load first anyway, so they travel in the entry's
 * chunk; otherwise each lazy screen that shares some of them splits them off into common chunks,
 * and the first load pays for many small chunks that compress worse than one.
 */
const firstLoad = new Set<string>();
function firstLoadModules(): Plugin {
  return {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * The build language's messages load with the entry (the first render waits for them), not after
 * it: one round trip less before the first paint. A shopper's stored language may differ.
 */
function preloadBuildLanguage(): Plugin {
  const catalog = `/src/i18n/compiled/${process.env.VITE_LANGUAGE || 'ro'}.json`;
  return {
    name: 'preload-build-language',
    apply: 'build',
    transformIndexHtml(html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(catalog));
      if (!chunk) return html;
      return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }];
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), firstLoadModules(), preloadBuildLanguage()],
  oxc: { decorator: { legacy: true } },
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => firstLoad.has(id) }] } },
    },
  },
}));
