// Before the e2e suite: makes sure a Debian package it runs (Chromium, nginx) is there. As root it
// installs it with apt-get; otherwise it stops with one line that says how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Returns the exit code; `system` holds what the check may ask of the machine. `pathVariable` names
 * another binary, which is never installed.
 */
export function ensureDebianPackage(system, { name, packageName, defaultPath, pathVariable }) {
  const path = system.env[pathVariable] || defaultPath;
  if (system.exists(path)) return 0;
  if (path === defaultPath && system.isRoot() && system.exists('/usr/bin/apt-get')) {
    system.log(`${name} not found at ${path}: installing Debian's ${packageName} with apt-get`);
    try {
      system.run('apt-get', ['update']);
      system.run('apt-get', ['install', '-y', '--no-install-recommends', packageName]);
    } catch {
      // Reported below as not installed.
    }
    if (system.exists(path)) return 0;
  }
  system.error(`${name} not found at ${path}: install it with 'sudo apt-get install ${packageName}', or set ${pathVariable}.`);
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
