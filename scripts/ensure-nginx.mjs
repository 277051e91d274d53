#!/usr/bin/env node
// Before the e2e suite: makes sure Debian's nginx is there (scripts/ensure-debian-package.mjs); the
// nginx projects run the deploy/nginx configurations with it.
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage, thisMachine } from './ensure-debian-package.mjs';

export const NGINX = { name: 'nginx', packageName: 'nginx', defaultPath: '/usr/sbin/nginx', pathVariable: 'NGINX_PATH' };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = ensureDebianPackage(thisMachine(), NGINX);
