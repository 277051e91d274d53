export interface ChromiumSystem {
  env: Readonly<Record<string, string | undefined>>;
  exists(path: string): boolean;
  isRoot(): boolean;
  run(command: string, args: string[]): unknown;
  log(line: string): void;
  error(line: string): void;
}

export const DEFAULT_CHROMIUM: string;
export function ensureChromium(system: ChromiumSystem): number;
