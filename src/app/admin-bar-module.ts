import type { Container } from 'inversify';
import { AdminBarStore } from '../stores/admin-bar-store';

/** Binds the admin bar's store into the app's container (once) and returns it. */
export function adminBarStore(container: Container): AdminBarStore {
  if (!container.isBound(AdminBarStore)) container.bind(AdminBarStore).toSelf();
  return container.get(AdminBarStore);
}
