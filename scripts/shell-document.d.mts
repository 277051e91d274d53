import type { Plugin } from 'vite';

export interface ShellIdentity {
  language: string;
  shopName: string;
}

export function shellDocument(html: string, identity: ShellIdentity): string;
export function shellDocumentPlugin(identity: ShellIdentity): Plugin;
