export function authorizationHeader(token: string): string;
