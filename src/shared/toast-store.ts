import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import { observeStore } from './observe-store';

/** Every toast the shop can show; the UI maps each topic to its message (src/shared/components/toast-messages.ts). */
export type ToastTopic =
  'cart-added' | 'cart-add-failed' | 'cart-removed' | 'cart-remove-failed' | 'cart-update-failed' | 'app-updated';

export type ToastTone = 'info' | 'success' | 'error';

/** Section 8: 'Removed from cart' is shown in the error style. */
const TONE: Record<ToastTopic, ToastTone> = {
  'cart-added': 'success',
  'cart-add-failed': 'error',
  'cart-removed': 'error',
  'cart-remove-failed': 'error',
  'cart-update-failed': 'error',
  'app-updated': 'info',
};

export interface Toast {
  id: number;
  topic: ToastTopic;
  tone: ToastTone;
  /** The toast's button (its label comes with the topic); dismisses the toast too. */
  onAction?: () => void;
}

export const DEFAULT_TOAST_MS = 5000;

@injectable()
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(@inject(CLOCK_PORT) private readonly clock: ClockPort) {
    observeStore(this, arguments);
  }

  show(topic: ToastTopic, options: { durationMs?: number; onAction?: () => void } = {}): number {
    const id = this.nextId++;
    this.toasts.push({ id, topic, tone: TONE[topic], ...(options.onAction ? { onAction: options.onAction } : {}) });
    this.clock.schedule(options.durationMs ?? DEFAULT_TOAST_MS, () => this.dismiss(id));
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
