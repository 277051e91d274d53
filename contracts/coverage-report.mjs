// The coverage of the OpenAPI operations by the http adapters' calls and the pact interactions
// (contracts-coverage.mjs prints it). Pure: the caller reads the files.
import {
  clientTypeSpecs,
  documentedCalls,
  findClientCalls,
  findOperation,
  listOperations,
  pathOnly,
  receiverSpecs,
  sameShape,
} from './coverage-matching.mjs';
import { checkStateTable } from './provider-states.mjs';

/**
 * `specs`: [{ provider, document (parsed OpenAPI), pact (parsed pact file or null) }];
 * `adapters`: [{ file, source }] (adapters/http/*.ts); `clientsSource`: http-clients.ts;
 * `readme`: adapters/http/README.md, whose port → operation table must name only calls found;
 * `statesReadme`: contracts/README.md, whose provider-states tables must agree with the pacts.
 * Returns one row per operation, and the problems that fail the check.
 */
export function coverageReport({ specs, adapters, clientsSource, readme = '', statesReadme = null }) {
  const typeSpecs = clientTypeSpecs(clientsSource);
  const operations = new Map(specs.map(({ provider, document }) => [provider, listOperations(document)]));
  const rows = specs.flatMap(({ provider }) =>
    operations.get(provider).map((operation) => ({ provider, ...operation, calledBy: [], interactions: [] })),
  );
  const rowOf = (provider, operation) =>
    rows.find((row) => row.provider === provider && row.method === operation.method && row.path === operation.path);
  const problems = [];

  for (const { file, source } of adapters) {
    const receivers = receiverSpecs(source, typeSpecs);
    for (const call of findClientCalls(source)) {
      const where = `${file}:${call.line}`;
      if (call.path === null) {
        problems.push(`${where}: ${call.receiver}.${call.method}(…) has no literal path; write the OpenAPI path literally`);
        continue;
      }
      const declaring = specs.filter(({ provider }) => findDeclared(operations.get(provider), call));
      const provider = receivers[call.receiver] ?? (declaring.length === 1 ? declaring[0].provider : null);
      if (provider === null) {
        const which = declaring.length
          ? `declared by ${declaring.map((spec) => spec.provider).join(' and ')}`
          : 'declared nowhere';
        problems.push(`${where}: ${call.method} ${call.path} is ${which}; cannot tell which API '${call.receiver}' calls`);
        continue;
      }
      const operation = operations.has(provider) ? findDeclared(operations.get(provider), call) : null;
      if (!operation) {
        problems.push(`${where}: ${call.method} ${call.path} is not an operation of openapi/${provider}.yaml`);
        continue;
      }
      rowOf(provider, operation).calledBy.push(where);
    }
  }

  const called = rows.filter((row) => row.calledBy.length > 0);
  for (const documented of documentedCalls(readme)) {
    if (!called.some((row) => row.method === documented.method && sameShape(row.path, documented.path))) {
      problems.push(
        `adapters/http/README.md names ${documented.method} ${documented.path}, but no adapter call was found for it`,
      );
    }
  }

  for (const { provider, pact } of specs) {
    problems.push(...contradictions(provider, pact?.interactions ?? []));
    if (pact && statesReadme !== null) problems.push(...checkStateTable(statesReadme, provider, pact));
    for (const interaction of pact?.interactions ?? []) {
      const { method, path } = interaction.request;
      const operation = findOperation(operations.get(provider), method, path);
      if (operation) rowOf(provider, operation).interactions.push(interaction.description);
      else problems.push(`${provider} pact: '${interaction.description}' (${method} ${pathOnly(path)}) matches no operation`);
    }
  }

  const missing = called.filter((row) => row.interactions.length === 0);
  for (const row of missing) {
    problems.push(
      `${row.provider}: ${row.method} ${row.path} (${row.operationId}) is called by ${row.calledBy.join(', ')} but no interaction covers it`,
    );
  }
  return { rows, missing, problems };
}

/**
 * Interactions that send the same request (a header the provider state generates counts as
 * different) but expect different statuses: no one data set can answer both.
 */
export function contradictions(provider, interactions) {
  const seen = new Map();
  const problems = [];
  for (const interaction of interactions) {
    const { method, path, query = null, body = null, headers = {}, generators = {} } = interaction.request;
    const generated = Object.keys(generators.header ?? {}).map((name) => [name, headers[name]]);
    const key = JSON.stringify([method.toUpperCase(), path, query, body, generated]);
    const earlier = seen.get(key);
    if (earlier && earlier.response?.status !== interaction.response?.status) {
      problems.push(
        `${provider} pact: '${earlier.description}' (${earlier.response?.status}) and '${interaction.description}' ` +
          `(${interaction.response?.status}) send the same request; no one data set answers both`,
      );
    } else if (!earlier) seen.set(key, interaction);
  }
  return problems;
}

/** An adapter call names the template itself, so it must equal a declared path. */
const findDeclared = (operations, call) =>
  operations.find((operation) => operation.method === call.method && operation.path === call.path) ?? null;
