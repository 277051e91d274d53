// The provider states a pact names, and the tables of them in contracts/README.md. Each
// provider's table sits between `<!-- provider-states: <provider> -->` and `<!-- /provider-states -->`;
// its state, parameters and requests columns are generated from the pact, the "data it needs"
// column is written by hand. contracts-coverage.mjs checks the tables (and --write-states rewrites them).

const START = (provider) => `<!-- provider-states: ${provider} -->`;
const END = '<!-- /provider-states -->';
const HEADER = ['state', 'parameters', 'data it needs', 'requests'];

const code = (text) => `\`${text}\``;
const unique = (values) => [...new Set(values)];

/** Parameter sets in the order the state's name mentions them: `cartId`=55, `lines`=1; … */
function renderParameters(name, sets) {
  const position = (key) => (name.includes(`{${key}}`) ? name.indexOf(`{${key}}`) : Infinity);
  return sets
    .map((set) =>
      Object.keys(set)
        .sort((a, b) => position(a) - position(b))
        .map((key) => `${code(key)}=${set[key]}`)
        .join(', '),
    )
    .join('; ');
}

/** One row per state the pact names (sorted by name): its parameter sets and the requests it serves. */
export function stateRows(pact) {
  const states = new Map();
  for (const interaction of pact?.interactions ?? []) {
    const request = `${interaction.request.method.toUpperCase()} ${interaction.request.path}`;
    for (const { name, params } of interaction.providerStates ?? []) {
      const state = states.get(name) ?? { sets: [], requests: [] };
      const set = Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, JSON.stringify(value)]));
      if (Object.keys(set).length > 0) state.sets.push(set);
      state.requests.push(code(request));
      states.set(name, state);
    }
  }
  return [...states.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { sets, requests }]) => ({
      state: name,
      parameters: renderParameters(
        name,
        unique(sets.map((set) => JSON.stringify(set))).map((set) => JSON.parse(set)),
      ),
      requests: unique(requests).sort().join(', '),
    }));
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The rows of a provider's table in the README, or null when the README has no table for it. */
export function readmeStateRows(markdown, provider) {
  const start = markdown.indexOf(START(provider));
  const end = start === -1 ? -1 : markdown.indexOf(END, start);
  if (end === -1) return null;
  const rows = markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map(cells)
    .filter((row) => row[0] !== HEADER[0] && !/^:?-+:?$/.test(row[0] ?? ''));
  return rows.map(([state = '', parameters = '', data = '', requests = '']) => ({
    state: state.replace(/^`|`$/g, ''),
    parameters,
    data,
    requests,
  }));
}

/** What is out of step between a provider's README table and its pact. */
export function checkStateTable(markdown, provider, pact) {
  const documented = readmeStateRows(markdown, provider);
  if (documented === null) return [`contracts/README.md has no provider-states table for ${provider}`];
  const wanted = stateRows(pact);
  const problems = [];
  for (const row of wanted) {
    const found = documented.find((candidate) => candidate.state === row.state);
    if (!found) problems.push(`contracts/README.md (${provider}): state '${row.state}' is missing`);
    else if (found.parameters !== row.parameters || found.requests !== row.requests)
      problems.push(`contracts/README.md (${provider}): state '${row.state}' lists other parameters or requests than the pact`);
    else if (found.data === '')
      problems.push(`contracts/README.md (${provider}): state '${row.state}' does not say what data it needs`);
  }
  for (const row of documented) {
    if (!wanted.some((candidate) => candidate.state === row.state))
      problems.push(`contracts/README.md (${provider}): state '${row.state}' is named by no interaction`);
  }
  return problems;
}

/** The README with a provider's table regenerated from the pact, keeping the data descriptions. */
export function writeStateTable(markdown, provider, pact) {
  const data = new Map((readmeStateRows(markdown, provider) ?? []).map((row) => [row.state, row.data]));
  const line = (row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const table = [
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...stateRows(pact).map((row) => line([code(row.state), row.parameters, data.get(row.state) ?? '', row.requests])),
  ].join('\n');
  const block = `${START(provider)}\n\n${table}\n\n${END}`;
  const start = markdown.indexOf(START(provider));
  const end = start === -1 ? -1 : markdown.indexOf(END, start);
  return end === -1 ? `${markdown.trimEnd()}\n\n${block}\n` : markdown.slice(0, start) + block + markdown.slice(end + END.length);
}
