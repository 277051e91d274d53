#!/usr/bin/env node
// Before the e2e suite: makes sure Debian's Chromium is there. As root it installs it with
// apt-get; otherwise it stops with one line that says how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Returns the exit code; `system` holds what the check may ask of the machine. */
export function ensureChromium(system) {
  const path = system.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (system.exists(path)) return 0;
  if (path === DEFAULT_CHROMIUM && system.isRoot() && system.exists('/usr/bin/apt-get')) {
    system.log(`Chromium not found at ${path}: installing Debian's chromium with apt-get`);
    try {
      system.run('apt-get', ['update']);
      system.run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    } catch {
      // Reported below as not installed.
    }
    if (system.exists(path)) return 0;
  }
  system.error(`Chromium not found at ${path}: install it with 'sudo apt-get install chromium', or set CHROMIUM_PATH.`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = ensureChromium({
    env: process.env,
    exists: existsSync,
    isRoot: () => process.getuid?.() === 0,
    run: (command, args) =>
      execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
}
