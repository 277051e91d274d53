/** A provider state of the pacts, set up (and torn down) with the interaction's parameters. */
export type StateParams = Readonly<Record<string, unknown>>;
export type StateHandler = (params: StateParams, action: 'setup' | 'teardown') => void | Promise<void>;
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
 * Runs a state change. An unknown state, or data the handler cannot put in place, is an error
 * named in the answer, so a verification fails on the state instead of later.
 */
export async function applyStateChange(states: ProviderStates, change: StateChange): Promise<string | null> {
  const handler = states[change.state];
  if (!handler) return `unknown provider state: ${change.state}`;
  try {
    await handler(change.params, change.action);
    return null;
  } catch (error) {
    return `provider state "${change.state}": ${error instanceof Error ? error.message : String(error)}`;
  }
}
