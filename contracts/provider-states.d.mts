import type { PactFile } from './coverage-report.mjs';

export interface StateRow {
  state: string;
  parameters: string;
  requests: string;
}

export function stateRows(pact: PactFile | null): StateRow[];
export function readmeStateRows(markdown: string, provider: string): (StateRow & { data: string })[] | null;
export function checkStateTable(markdown: string, provider: string, pact: PactFile | null): string[];
export function writeStateTable(markdown: string, provider: string, pact: PactFile | null): string;
