export function exampleAuthorizations(pactFile: string): Set<string>;
export const EXAMPLE_LOGIN_AUTHORIZATION: string;
