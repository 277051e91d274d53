import type { ClockPort } from '../../ports/clock-port';
import { isFiniteNumber, readJson, writeJson } from './session-json';

export const CLOCK_STORAGE_KEY = 'fake-clock';

interface Task {
  at: number;
  callback: () => void;
  cancel: () => void;
  cancelled: boolean;
}

/**
 * Fake mode's clock: the real one moved forward by an offset the developer sets (kept in
 * sessionStorage "fake-clock", so a reload keeps it). Moving it runs what has come due at once.
 */
export class FakeClock implements ClockPort {
  private offset: number;
  private readonly tasks = new Set<Task>();

  constructor(
    private readonly real: ClockPort,
    private readonly storage: Storage | null = null,
  ) {
    const saved = readJson(storage, CLOCK_STORAGE_KEY);
    this.offset = isFiniteNumber(saved) && saved > 0 ? saved : 0;
  }

  now(): number {
    return this.real.now() + this.offset;
  }

  /** How far the clock runs ahead of the real one. */
  get offsetMs(): number {
    return this.offset;
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const at = this.now() + (Number.isFinite(delayMs) ? Math.max(0, delayMs) : 0);
    const task: Task = { at, callback, cancel: () => {}, cancelled: false };
    this.tasks.add(task);
    this.wait(task);
    return () => {
      task.cancelled = true;
      task.cancel();
      this.tasks.delete(task);
    };
  }

  advanceBy(ms: number): void {
    this.offset += Math.max(0, Number.isFinite(ms) ? ms : 0);
    this.save();
    const due = [...this.tasks].filter((task) => task.at <= this.now()).sort((a, b) => a.at - b.at);
    for (const task of due) {
      task.cancel();
      this.tasks.delete(task);
    }
    this.rewait();
    // A task may cancel another that came due with it.
    for (const task of due) if (!task.cancelled) task.callback();
  }

  reset(): void {
    this.offset = 0;
    this.save();
    this.rewait();
  }

  /** The real timers of the tasks still waiting, set again to the moved time. */
  private rewait(): void {
    for (const task of this.tasks) {
      task.cancel();
      this.wait(task);
    }
  }

  private wait(task: Task): void {
    task.cancel = this.real.schedule(task.at - this.now(), () => {
      this.tasks.delete(task);
      task.callback();
    });
  }

  private save(): void {
    writeJson(this.storage, CLOCK_STORAGE_KEY, this.offset);
  }
}
