export interface NginxSiteOptions {
  site: 'static' | 'server' | string;
  listen: string;
  root?: string;
  upstreams?: string[];
  outDir: string;
  cacheDir?: string;
  serverName?: string;
  mimeTypes?: string;
}

export function fillTemplate(text: string, values: Record<string, string | undefined>): string;
export function securityHeaders(text: string): Record<string, string>;
export interface NginxFiles {
  'site.conf': string;
  'nginx.conf': string;
  'security-headers.conf': string;
  'add-security-headers.conf': string;
}

export const BUILD_HEADERS: string;
export function headerFiles(
  headers: Record<string, string>,
): Pick<NginxFiles, 'security-headers.conf' | 'add-security-headers.conf'>;
export function nginxConfig(options: NginxSiteOptions): NginxFiles;
export function writeNginxConfig(options: NginxSiteOptions): string;
export function parseNginxArgs(args: string[]): NginxSiteOptions;
