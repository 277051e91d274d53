export const EXIT: { passed: 0; failed: 1; usage: 2; unreachable: 3; stopped: 4 };

export interface VerifyProviderOptions {
  provider: string;
  baseUrl: string;
  statesUrl?: string;
  token?: string;
  /** Replaces the example login token (customer calls); without it `token` does. */
  loginToken?: string;
  logLevel?: string;
  logFile?: string;
  timeoutMs?: number;
  reachTimeoutMs?: number;
  pactDir?: string;
  env?: Readonly<Record<string, string | undefined>>;
  log?: (line: string) => void;
}

export interface VerifyProviderResult {
  exitCode: number;
  passed: number;
  failed: number;
  lines: string[];
  logFile: string;
}

export function verifyProvider(options: VerifyProviderOptions): Promise<VerifyProviderResult>;
