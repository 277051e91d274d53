// Turns the verifier's JSON report into one line per interaction (✓/✗, description, provider
// states with their parameters) and, under a failure, one indented line per mismatch.

const statesOf = (interaction) => interaction.providerStates ?? [];

/** The name the verifier gives an interaction in its errors. */
const errorKey = (pact, interaction) => {
  const states = statesOf(interaction).map((state) => state.name);
  const given = states.length > 0 ? ` Given ${states.join(' And ')}` : '';
  return `Verifying a pact between ${pact.consumer?.name} and ${pact.provider?.name}${given} - ${interaction.description}`;
};

const stateText = (interaction) =>
  statesOf(interaction)
    .map(({ name, params }) => (params && Object.keys(params).length > 0 ? `${name} ${JSON.stringify(params)}` : name))
    .join(' + ');

/** Where a mismatch is: the status, a header, a query parameter, or a JSON path in the body. */
function whereOf(item) {
  if (item.type === 'StatusMismatch') return 'status';
  if (item.type === 'HeaderMismatch') return `header ${item.key}`;
  if (item.type === 'QueryMismatch') return `query ${item.parameter}`;
  return item.path;
}

function mismatchLines(mismatch) {
  if (mismatch?.type === 'error') return [mismatch.message];
  return (mismatch?.mismatches ?? []).map((item) => {
    const what = (item.mismatch ?? `expected ${item.expected}, got ${item.actual}`).replace(/\s+/g, ' ');
    const where = whereOf(item);
    return where ? `${where}: ${what}` : what;
  });
}

export function interactionReport(pact, results) {
  const unmatched = [...(pact.interactions ?? [])];
  const errors = [...(results.errors ?? [])];
  const lines = [];
  let passed = 0;
  let failed = 0;
  for (const result of results.interactionResults ?? []) {
    const at = unmatched.findIndex((interaction) => interaction.description === result.description);
    const interaction = at >= 0 ? unmatched.splice(at, 1)[0] : { description: result.description };
    const states = stateText(interaction);
    const label = `${interaction.description}${states ? ` — given ${states}` : ''}`;
    if (result.result === 'OK') {
      passed += 1;
      lines.push(`✓ ${label}`);
      continue;
    }
    failed += 1;
    lines.push(`✗ ${label}`);
    const key = errorKey(pact, interaction);
    const found = errors.findIndex((error) => error.interaction === key);
    const details = found >= 0 ? mismatchLines(errors.splice(found, 1)[0].mismatch) : [];
    for (const detail of details.length > 0 ? details : ['failed (see the log)']) lines.push(`    ${detail}`);
  }
  return { passed, failed, lines };
}
