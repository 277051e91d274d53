// node:http rather than fetch: fetch refuses some ports outright ("bad port"), a provider may run on any.
import http from 'node:http';
import https from 'node:https';

/**
 * Whether anything answers at `url` within `timeoutMs`. Any HTTP status counts as an answer;
 * a refused connection, an unknown host, a TLS failure or the timeout do not.
 */
export function checkReachable(url, timeoutMs = 5000) {
  return new Promise((resolve) => {
    const client = new URL(url).protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'HEAD' }, (response) => {
      response.resume();
      finish({ ok: true });
    });
    const timer = setTimeout(() => finish({ ok: false, reason: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
    function finish(result) {
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    }
    request.on('error', (error) => finish({ ok: false, reason: error.code ?? error.message }));
    request.end();
  });
}
