import type { ClockPort } from '../../ports/clock-port';

interface Scheduled {
  at: number;
  order: number;
  callback: () => void;
}

export const IN_MEMORY_CLOCK_START = Date.UTC(2025, 0, 15, 9, 0, 0);

export class InMemoryClock implements ClockPort {
  private current: number;
  private nextOrder = 0;
  private readonly scheduled = new Set<Scheduled>();

  constructor(start: number = IN_MEMORY_CLOCK_START) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const task: Scheduled = {
      at: this.current + (Number.isFinite(delayMs) ? Math.max(0, delayMs) : 0),
      order: this.nextOrder++,
      callback,
    };
    this.scheduled.add(task);
    return () => this.scheduled.delete(task);
  }

  advanceBy(ms: number): void {
    const target = this.current + Math.max(0, ms);
    for (let task = this.nextDue(target); task !== null; task = this.nextDue(target)) {
      this.scheduled.delete(task);
      this.current = task.at;
      task.callback();
    }
    this.current = target;
  }

  pendingCount(): number {
    return this.scheduled.size;
  }

  private nextDue(target: number): Scheduled | null {
    let next: Scheduled | null = null;
    for (const task of this.scheduled) {
      if (task.at > target) continue;
      if (next === null || task.at < next.at || (task.at === next.at && task.order < next.order)) next = task;
    }
    return next;
  }
}
