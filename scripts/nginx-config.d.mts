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
export function nginxConfig(options: NginxSiteOptions): Record<string, string>;
export function writeNginxConfig(options: NginxSiteOptions): string;
export function parseNginxArgs(args: string[]): NginxSiteOptions;
