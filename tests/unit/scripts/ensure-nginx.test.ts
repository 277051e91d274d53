import { describe, expect, it } from 'vitest';
import { ensureNginx } from '../../../scripts/ensure-nginx.mjs';

/** A machine with the given files, run as root or not; apt-get installs nginx when it runs. */
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
      if (args.includes('install')) present.add('/usr/sbin/nginx');
    },
    log: () => undefined,
    error: (line: string) => errors.push(line),
  };
  return { system, runs, errors };
}

describe('the e2e step finds or installs nginx', () => {
  it('goes on when nginx is installed, without installing anything', () => {
    const machine = aMachine({ files: ['/usr/sbin/nginx'], root: true });
    expect(ensureNginx(machine.system)).toBe(0);
    expect(machine.runs).toEqual([]);
  });

  it("installs Debian's nginx with apt-get when run as root", () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'], root: true });
    expect(ensureNginx(machine.system)).toBe(0);
    expect(machine.runs).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends nginx']);
  });

  it('stops with one line saying how to install it when not root', () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'] });
    expect(ensureNginx(machine.system)).toBe(1);
    expect(machine.runs).toEqual([]);
    expect(machine.errors).toEqual([
      "nginx not found at /usr/sbin/nginx: install it with 'sudo apt-get install nginx', or set NGINX_PATH.",
    ]);
  });

  it('stops with that line when the install fails', () => {
    const machine = aMachine({ files: ['/usr/bin/apt-get'], root: true, aptWorks: false });
    expect(ensureNginx(machine.system)).toBe(1);
    expect(machine.errors).toHaveLength(1);
  });

  it('uses NGINX_PATH when set, and installs nothing for it', () => {
    expect(ensureNginx(aMachine({ files: ['/opt/nginx/sbin/nginx'], env: { NGINX_PATH: '/opt/nginx/sbin/nginx' } }).system)).toBe(
      0,
    );
    const missing = aMachine({ files: ['/usr/bin/apt-get'], root: true, env: { NGINX_PATH: '/opt/nginx/sbin/nginx' } });
    expect(ensureNginx(missing.system)).toBe(1);
    expect(missing.runs).toEqual([]);
  });
});
