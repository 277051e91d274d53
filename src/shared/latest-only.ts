/**
 * Tells whether an answer still belongs to the newest request: each begin() makes the earlier
 * requests stale, so an answer that arrives late never overwrites a newer one.
 */
export class LatestOnly {
  private newest = 0;

  begin(): () => boolean {
    const id = ++this.newest;
    return () => id === this.newest;
  }

  /** Makes every request under way stale. */
  drop(): void {
    this.newest++;
  }
}
