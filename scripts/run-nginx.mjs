#!/usr/bin/env node
// Runs nginx in the foreground with one site of deploy/nginx/, configured in a fresh temporary folder
// (the e2e suite's nginx projects; a trial run on a workstation). Takes the options of nginx-config.mjs
// but --out; stops nginx on SIGINT or SIGTERM and removes the folder.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage, thisMachine } from './ensure-debian-package.mjs';
import { NGINX } from './ensure-nginx.mjs';
import { parseNginxArgs, writeNginxConfig } from './nginx-config.mjs';

if (ensureDebianPackage(thisMachine(), NGINX) !== 0) process.exit(1);
const runDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
// nginx's workers run as an unprivileged user when nginx starts as root: they must reach the folder.
chmodSync(runDir, 0o755);
const config = writeNginxConfig(parseNginxArgs([...process.argv.slice(2), '--out', runDir]));
const nginx = spawn(
  process.env.NGINX_PATH || NGINX.defaultPath,
  ['-p', runDir, '-e', 'stderr', '-c', config, '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
const cleanUp = () => rmSync(runDir, { recursive: true, force: true });
nginx.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGTERM'));
