/** One request as a route handler sees it: the path's parameters, the query, the JSON body. */
export interface BackendRequest {
  method: string;
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface BackendReply {
  status: number;
  body: unknown;
}

export type Handler = (request: BackendRequest) => BackendReply | Promise<BackendReply>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation of openapi/: its method, its path template (`/api/brands/{id}/{locale}`) and its handler. */
export interface Route {
  method: Method;
  template: string;
  handle: Handler;
}

export const route = (method: Method, template: string, handle: Handler): Route => ({ method, template, handle });

export const reply = (body: unknown, status = 200): BackendReply => ({ status, body });

/** Tells a route's early answer from the value it was after. */
export const isReply = <T>(value: T | BackendReply): value is BackendReply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** The error answer of every API here (openapi ApiError: `status` and the `message` the storefront reads). */
export const replyError = (status: number, message: string): BackendReply => ({ status, body: { status: 'error', message } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for a path template: `{name}` takes one segment; a trailing slash counts, as in the spec's paths. */
export function pathMatcher(template: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  };
}

/** The route for a request, with the path's parameters; routes without parameters win over templated ones. */
export function findRoute(routes: readonly Route[], method: string, path: string) {
  const ordered = [...routes].sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
  for (const candidate of ordered) {
    if (candidate.method !== method) continue;
    const params = pathMatcher(candidate.template)(path);
    if (params) return { route: candidate, params };
  }
  return null;
}
