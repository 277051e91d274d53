import type { Operation } from './coverage-matching.mjs';

export interface PactFile {
  interactions?: { description: string; request: { method: string; path: string } }[];
}

export interface CoverageSpec {
  provider: string;
  document: unknown;
  pact: PactFile | null;
}

export interface CoverageRow extends Operation {
  provider: string;
  /** `file:line` of each adapter call. */
  calledBy: string[];
  /** Descriptions of the pact interactions that cover the operation. */
  interactions: string[];
}

export function coverageReport(input: {
  specs: CoverageSpec[];
  adapters: { file: string; source: string }[];
  clientsSource: string;
  readme?: string;
}): { rows: CoverageRow[]; missing: CoverageRow[]; problems: string[] };
