export function verifierEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined>;
