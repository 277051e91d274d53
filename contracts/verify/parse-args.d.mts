export interface VerifyOptions {
  provider: string;
  baseUrl: string;
  statesUrl?: string;
  token?: string;
  loginToken?: string;
  logLevel: string;
  logFile?: string;
  timeoutMs: number;
}
export type ParsedArgs = { kind: 'help' } | { kind: 'usage'; message: string } | { kind: 'run'; options: VerifyOptions };

export const LOG_LEVELS: string[];
export const DEFAULT_TIMEOUT_SECONDS: number;
export function usage(providers: string[]): string;
export function parseVerifyArgs(
  argv: string[],
  env: Readonly<Record<string, string | undefined>>,
  providers: string[],
): ParsedArgs;
