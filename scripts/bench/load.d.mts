export interface LoadRun {
  latenciesMs: number[];
  durationS: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses by status code. */
  statuses?: Record<string, number>;
}
export interface LoadSummary {
  requests: number;
  durationS: number;
  requestsPerS: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  non2xx: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}
export function loadSummary(run: LoadRun): LoadSummary;
export function load(url: string, options: { connections: number; amount: number }): Promise<LoadSummary>;
