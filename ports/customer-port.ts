import type {
  AuthToken,
  Customer,
  GuestCustomer,
  GuestRegistration,
  PasswordChange,
  Registration,
  Session,
} from './model/customer';
import type { Result } from './model/result';
import { portToken } from './port-token';

export type AuthError = { kind: 'wrong-credentials' } | { kind: 'email-exists' } | { kind: 'failed'; message: string };

export interface CustomerPort {
  logIn(email: string, password: string): Promise<Result<Session, AuthError>>;
  register(registration: Registration): Promise<Result<Session, AuthError>>;
  /** A guest's customer details and addresses, registered for one order (no login). */
  registerGuest(guest: GuestRegistration): Promise<Result<GuestCustomer>>;
  requestPasswordReset(email: string): Promise<Result<void>>;
  changePassword(change: PasswordChange): Promise<Result<void>>;
  refreshToken(customerId: number, email: string): Promise<Result<AuthToken>>;
  findByEmail(email: string): Promise<Result<Customer | null>>;
  checkVatNumber(vatNumber: string): Promise<Result<boolean>>;
}

export const CUSTOMER_PORT = portToken<CustomerPort>('CustomerPort');
