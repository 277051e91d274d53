import { describe, expect, it } from 'vitest';
import { ensureChromium } from '../../../scripts/ensure-chromium.mjs';

/** A machine with the given files, run as root or not; apt-get installs chromium when it runs. */
function aMachine({ files = [] as string[], root = false, env = {} as Record<string, string>, aptWorks = true } = {}) {
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
      if (args.includes('install')) present.add('/usr/bin/chromium');
    },
    log: () => undefined,
    error: (line: string) => errors.push(line),
  };
  return { system, runs, errors };
}

describe('the e2e step finds or installs Chromium', () => {
  it('goes on when Chromium is installed, without installing anything', () => {
    const machine = aMachine({ files: ['/usr/bin/chromium'], root: true });
    expect(ensureChromium(machine.system)).toBe(0);
    expect(machine.runs).toEqual([]);
  });

  it("installs Debian's chromium with apt-get when run as root", () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'], root: true });
    expect(ensureChromium(machine.system)).toBe(0);
    expect(machine.runs).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends chromium']);
  });

  it('stops with one line saying how to install it when not root', () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'] });
    expect(ensureChromium(machine.system)).toBe(1);
    expect(machine.runs).toEqual([]);
    expect(machine.errors).toEqual([
      "Chromium not found at /usr/bin/chromium: install it with 'sudo apt-get install chromium', or set CHROMIUM_PATH.",
    ]);
  });

  it('stops with that line when the install fails', () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'], root: true, aptWorks: false });
    expect(ensureChromium(machine.system)).toBe(1);
    expect(machine.errors).toHaveLength(1);
  });

  it('uses CHROMIUM_PATH when set, and installs nothing for it', () => {
    expect(ensureChromium(aMachine({ files: ['/opt/chrome'], env: { CHROMIUM_PATH: '/opt/chrome' } }).system)).toBe(0);
    const missing = aMachine({ files: ['/usr/bin/apt-get'], root: true, env: { CHROMIUM_PATH: '/opt/chrome' } });
    expect(ensureChromium(missing.system)).toBe(1);
    expect(missing.runs).toEqual([]);
  });
});
