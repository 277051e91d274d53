import type { NewsletterPort } from '../../ports/newsletter-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class InMemoryNewsletter implements NewsletterPort {
  private readonly subscribers = new Map<string, string>();

  constructor(private readonly refused: readonly string[] = []) {}

  async subscribe(email: string, language: string): Promise<Result<void>> {
    const key = email.trim().toLowerCase();
    if (!EMAIL.test(key) || this.refused.includes(key)) return fail(portError('rejected', 'Invalid data', 400));
    this.subscribers.set(key, language);
    return ok(undefined);
  }

  async unsubscribe(email: string): Promise<Result<void>> {
    const key = email.trim().toLowerCase();
    if (!EMAIL.test(key)) return fail(portError('rejected', 'Invalid data', 400));
    this.subscribers.delete(key);
    return ok(undefined);
  }
}
