import { makeAutoObservable } from 'mobx';
import type { ClockPort } from '../../ports/clock-port';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A message id from the catalogs; the view formats it. */
  messageId: string;
  values?: Record<string, string | number>;
  /** Optional action the toast offers, also a message id. */
  actionId?: string;
  onAction?: () => void;
}

const DEFAULT_DURATION_MS = 5000;

export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(private readonly clock: ClockPort) {
    makeAutoObservable<ToastStore, 'clock'>(this, { clock: false }, { autoBind: true });
  }

  show(toast: Omit<Toast, 'id'>, durationMs = DEFAULT_DURATION_MS): number {
    const id = this.nextId++;
    this.toasts.push({ ...toast, id });
    this.clock.schedule(durationMs, () => this.dismiss(id));
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
