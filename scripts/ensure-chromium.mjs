#!/usr/bin/env node
// Before the e2e suite: makes sure Debian's Chromium is there (scripts/ensure-debian-package.mjs).
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage, thisMachine } from './ensure-debian-package.mjs';

export const CHROMIUM = {
  name: 'Chromium',
  packageName: 'chromium',
  defaultPath: '/usr/bin/chromium',
  pathVariable: 'CHROMIUM_PATH',
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = ensureDebianPackage(thisMachine(), CHROMIUM);
