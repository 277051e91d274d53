export type Reachability = { ok: true } | { ok: false; reason: string };
export function checkReachable(url: string, timeoutMs?: number): Promise<Reachability>;
