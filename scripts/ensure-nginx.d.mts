export interface NginxSystem {
  env: Readonly<Record<string, string | undefined>>;
  exists(path: string): boolean;
  isRoot(): boolean;
  run(command: string, args: string[]): unknown;
  log(line: string): void;
  error(line: string): void;
}

export const DEFAULT_NGINX: string;
export function ensureNginx(system: NginxSystem): number;
export function thisMachine(): NginxSystem;
