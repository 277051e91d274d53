/** The verifier's environment: Pact's usage tracking stays off unless the user turned it on. */
export function verifierEnvironment(env) {
  return { ...env, PACT_DO_NOT_TRACK: env.PACT_DO_NOT_TRACK ?? 'true' };
}
