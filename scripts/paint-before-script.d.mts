import type { Plugin } from 'vite';

export function paintBeforeScript(): Plugin;
