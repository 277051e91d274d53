import type { Result } from './model/result';
import { portToken } from './port-token';

export interface NewsletterPort {
  subscribe(email: string, language: string): Promise<Result<void>>;
  unsubscribe(email: string): Promise<Result<void>>;
}

export const NEWSLETTER_PORT = portToken<NewsletterPort>('NewsletterPort');
