/** A screen's code or messages could not be downloaded (offline, or a file gone after a release). */
export class CodeLoadFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CodeLoadFailure';
  }
}

/** Rethrows a failed download as a CodeLoadFailure, for the screen boundary to show in place. */
export const rethrowAsLoadFailure = (error: unknown): never => {
  throw error instanceof CodeLoadFailure ? error : new CodeLoadFailure(error);
};
