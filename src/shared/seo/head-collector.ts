import { createContext } from 'react';
import type { HeadEntry } from './head-manager';

/**
 * Where a page rendered on the server says what its head holds (effects do not run there); null in
 * the browser, where the head manager applies each page's entry.
 */
export const HeadCollector = createContext<((entry: HeadEntry) => void) | null>(null);
