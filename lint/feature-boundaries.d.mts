export interface FeatureRules {
  uses: string[];
  exposes: string[];
}

/** Each feature uses only features listed before it that exist: the problems, none if sound. */
export function featureMapProblems(features: Record<string, FeatureRules>): string[];
