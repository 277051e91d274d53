/** A provider state of the pacts, set up (and torn down) with the interaction's parameters. */
export type StateParams = Readonly<Record<string, unknown>>;
/** What a setup may hand the verifier (values its requests take from the state, e.g. `{ token }`). */
export type StateValues = Readonly<Record<string, unknown>>;
export type StateHandler = (
  params: StateParams,
  action: 'setup' | 'teardown',
) => void | StateValues | Promise<void | StateValues>;
export type ProviderStates = Readonly<Record<string, StateHandler>>;

export interface StateChange {
  state: string;
  params: StateParams;
  action: 'setup' | 'teardown';
}

/** Reads the body Pact's verifier posts to the state-change URL: `{ state, params, action }`. */
export function parseStateChange(body: unknown): StateChange | null {
  if (typeof body !== 'object' || body === null) return null;
  const { state, params, action } = body as Record<string, unknown>;
  if (typeof state !== 'string') return null;
  return {
    state,
    params: typeof params === 'object' && params !== null ? (params as StateParams) : {},
    action: action === 'teardown' ? 'teardown' : 'setup',
  };
}

/**
 * Runs a state change: the values the handler hands over, or the problem. An unknown state, or data
 * the handler cannot put in place, is an error named in the answer, so a verification fails on the
 * state instead of later.
 */
export async function applyStateChange(
  states: ProviderStates,
  change: StateChange,
): Promise<{ problem: string } | { values: StateValues }> {
  const handler = states[change.state];
  if (!handler) return { problem: `unknown provider state: ${change.state}` };
  try {
    return { values: (await handler(change.params, change.action)) ?? {} };
  } catch (error) {
    return { problem: `provider state "${change.state}": ${error instanceof Error ? error.message : String(error)}` };
  }
}
