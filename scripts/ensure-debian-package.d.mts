export interface DebianSystem {
  env: Readonly<Record<string, string | undefined>>;
  exists(path: string): boolean;
  isRoot(): boolean;
  run(command: string, args: string[]): unknown;
  log(line: string): void;
  error(line: string): void;
}

export interface DebianPackage {
  name: string;
  packageName: string;
  defaultPath: string;
  pathVariable: string;
}

export function ensureDebianPackage(system: DebianSystem, debianPackage: DebianPackage): number;
export function thisMachine(): DebianSystem;
