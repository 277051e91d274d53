import type { Plugin } from 'vite';

export function annotateRouter(code: string): string;
export function interpretedResolvers(code: string): string;
export function withoutFrameworkRendering(code: string): string;
export function trimDependencies(): Plugin;
