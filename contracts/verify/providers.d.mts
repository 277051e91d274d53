export const CONSUMER: string;
export const PACT_DIR: string;
export function knownProviders(pactDir?: string): string[];
export function pactFileOf(provider: string, pactDir?: string): string;
