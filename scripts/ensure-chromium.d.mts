import type { DebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM: DebianPackage;
