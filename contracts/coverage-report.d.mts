import type { Operation } from './coverage-matching.mjs';

export interface PactInteraction {
  description: string;
  request: {
    method: string;
    path: string;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, unknown>;
    generators?: { header?: Record<string, unknown> };
  };
  response?: { status: number };
  providerStates?: { name: string; params?: Record<string, unknown> }[];
}

export interface PactFile {
  interactions?: PactInteraction[];
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
  statesReadme?: string | null;
}): { rows: CoverageRow[]; missing: CoverageRow[]; problems: string[] };

export function contradictions(provider: string, interactions: PactInteraction[]): string[];
