/** A stub fetch for the http adapters: routes by method and path, records every request. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type StubAnswer = { status?: number; json?: unknown; text?: string } | 'network-error';
type Route = { method: string; path: string; answer: StubAnswer | ((request: RecordedRequest) => StubAnswer) };

export class StubFetch {
  readonly requests: RecordedRequest[] = [];
  private readonly routes: Route[] = [];

  on(method: string, path: string, answer: Route['answer']): this {
    this.routes.unshift({ method, path, answer });
    return this;
  }

  last(): RecordedRequest {
    const request = this.requests.at(-1);
    if (request === undefined) throw new Error('no request was made');
    return request;
  }

  readonly fetch = async (info: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const input = info instanceof Request ? info : new Request(info, init);
    const text = await input.text();
    const recorded: RecordedRequest = {
      method: input.method,
      url: new URL(input.url),
      headers: input.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    this.requests.push(recorded);
    const route = this.routes.find((r) => r.method === recorded.method && r.path === recorded.url.pathname);
    if (route === undefined) return new Response(JSON.stringify({ error: 'no stub route' }), { status: 501 });
    const answer = typeof route.answer === 'function' ? route.answer(recorded) : route.answer;
    if (answer === 'network-error') throw new TypeError('fetch failed');
    const body = answer.text ?? JSON.stringify(answer.json ?? null);
    return new Response(body, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
}
