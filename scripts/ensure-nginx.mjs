#!/usr/bin/env node
// Before the e2e suite: makes sure Debian's nginx is there (the nginx projects run the deploy/nginx
// configurations with it). As root it installs it with apt-get; otherwise it stops with one line that
// says how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_NGINX = '/usr/sbin/nginx';

/** Returns the exit code; `system` holds what the check may ask of the machine. */
export function ensureNginx(system) {
  const path = system.env.NGINX_PATH || DEFAULT_NGINX;
  if (system.exists(path)) return 0;
  if (path === DEFAULT_NGINX && system.isRoot() && system.exists('/usr/bin/apt-get')) {
    system.log(`nginx not found at ${path}: installing Debian's nginx with apt-get`);
    try {
      system.run('apt-get', ['update']);
      system.run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx']);
    } catch {
      // Reported below as not installed.
    }
    if (system.exists(path)) return 0;
  }
  system.error(`nginx not found at ${path}: install it with 'sudo apt-get install nginx', or set NGINX_PATH.`);
  return 1;
}

/** The machine this script runs on. */
export const thisMachine = () => ({
  env: process.env,
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  run: (command, args) =>
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = ensureNginx(thisMachine());
