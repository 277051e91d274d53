export function exampleAuthorizations(pactFile: string): Set<string>;
