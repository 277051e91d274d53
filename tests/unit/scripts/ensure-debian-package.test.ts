import { describe, expect, it } from 'vitest';
import { CHROMIUM } from '../../../scripts/ensure-chromium.mjs';
import { ensureDebianPackage, type DebianPackage } from '../../../scripts/ensure-debian-package.mjs';
import { NGINX } from '../../../scripts/ensure-nginx.mjs';

/** A machine with the given files, run as root or not; apt-get installs the package when it runs. */
function aMachine(
  installs: string,
  { files = [] as string[], root = false, env = {} as Record<string, string>, aptWorks = true } = {},
) {
  const present = new Set(files);
  const runs: string[] = [];
  const errors: string[] = [];
  const system = {
    env,
    exists: (path: string) => present.has(path),
    isRoot: () => root,
    run: (command: string, args: string[]) => {
      runs.push([command, ...args].join(' '));
      if (!aptWorks) throw new Error('apt-get failed');
      if (args.includes('install')) present.add(installs);
    },
    log: () => undefined,
    error: (line: string) => errors.push(line),
  };
  return { system, runs, errors };
}

describe.each<[string, DebianPackage]>([
  ['Chromium', CHROMIUM],
  ['nginx', NGINX],
])('the e2e step finds or installs %s', (_name, debian) => {
  const { defaultPath, packageName, pathVariable } = debian;
  const machine = (options: Parameters<typeof aMachine>[1] = {}) => aMachine(defaultPath, options);

  it('goes on when it is installed, without installing anything', () => {
    const installed = machine({ files: [defaultPath], root: true });
    expect(ensureDebianPackage(installed.system, debian)).toBe(0);
    expect(installed.runs).toEqual([]);
  });

  it("installs Debian's package with apt-get when run as root", () => {
    const root = machine({ files: ['/usr/bin/apt-get'], root: true });
    expect(ensureDebianPackage(root.system, debian)).toBe(0);
    expect(root.runs).toEqual(['apt-get update', `apt-get install -y --no-install-recommends ${packageName}`]);
  });

  it('stops with one line saying how to install it when not root', () => {
    const user = machine({ files: ['/usr/bin/apt-get'] });
    expect(ensureDebianPackage(user.system, debian)).toBe(1);
    expect(user.runs).toEqual([]);
    expect(user.errors).toEqual([
      `${debian.name} not found at ${defaultPath}: install it with 'sudo apt-get install ${packageName}', or set ${pathVariable}.`,
    ]);
  });

  it('stops with that line when the install fails', () => {
    const failing = machine({ files: ['/usr/bin/apt-get'], root: true, aptWorks: false });
    expect(ensureDebianPackage(failing.system, debian)).toBe(1);
    expect(failing.errors).toHaveLength(1);
  });

  it('uses the binary its variable names when set, and installs nothing for it', () => {
    const env = { [pathVariable]: '/opt/other/binary' };
    expect(ensureDebianPackage(machine({ files: ['/opt/other/binary'], env }).system, debian)).toBe(0);
    const missing = machine({ files: ['/usr/bin/apt-get'], root: true, env });
    expect(ensureDebianPackage(missing.system, debian)).toBe(1);
    expect(missing.runs).toEqual([]);
  });
});
