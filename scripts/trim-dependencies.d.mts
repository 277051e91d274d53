import type { Plugin } from 'vite';

export function annotateRouter(code: string): string;
export function interpretedResolvers(code: string): string;
export function withoutFrameworkRendering(code: string): string;
export function onlyUsedFormatters(code: string): string;
export const UNUSED_FORMATTERS: string[];
export const UNUSED_FORMATTED_COMPONENTS: string[];
export function withoutPluginsAndSnapshots(code: string): string;
export const UNUSED_CONTAINER_METHODS: string[];
export function trimDependencies(): Plugin;
