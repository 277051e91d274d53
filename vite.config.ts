import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  oxc: { decorator: { legacy: true } },
  resolve: {
    // Messages are precompiled to AST, so production never needs the ICU parser.
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    sourcemap: false,
    target: 'es2022',
  },
}));
