import type { AuthError, CustomerPort } from '../../ports/customer-port';
import type {
  AuthToken,
  Customer,
  GuestCustomer,
  GuestRegistration,
  PasswordChange,
  Registration,
  Session,
} from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import {
  changePassword200,
  checkVatNumber200,
  forgotPassword200,
  getCustomerByEmail200,
  login200,
  refreshToken200,
  register200,
} from './generated/shop-api-customer-validators';
import { fetchValidated, isSuccess, mapResult, messageOf, send, sendForStatus } from './http-call';
import type { ShopClient } from './http-clients';
import { toAddressInput } from './map-address';
import { mapCustomer, mapLogin } from './map-customer';
import { validateResponse } from './response-validator';
import { countryByIso, DEFAULT_COUNTRY_ID } from './shop-locale';

export const WRONG_LOGIN_DATA = 'Wrong login data';
export const EMAIL_EXISTS = 'Email address already exists';
/** Spec 4: a login token lives 6 hours. */
export const TOKEN_LIFETIME_S = 6 * 60 * 60;

export interface CustomerSettings {
  satellite: string;
  now: () => number;
}

const sameText = (a: string | null, b: string): boolean => a?.trim().toLowerCase() === b.toLowerCase();

export class OpenApiCustomerAdapter implements CustomerPort {
  /**
   * `shop` carries the shop token (log in, register, password reset, VAT check); `user` the
   * login token (change password, refresh, customer lookup).
   */
  constructor(
    private readonly shop: ShopClient,
    private readonly user: ShopClient,
    private readonly settings: CustomerSettings,
  ) {}

  async logIn(email: string, password: string): Promise<Result<Session, AuthError>> {
    const answer = await send(() =>
      this.shop.POST('/api/login', { body: { email, password, satellite: this.settings.satellite } }),
    );
    if (!answer.ok) return fail({ kind: 'failed', message: `${answer.error.kind}: ${answer.error.message}` });
    const message = messageOf(answer.value.body);
    if (answer.value.status === 401 || sameText(message, WRONG_LOGIN_DATA)) return fail({ kind: 'wrong-credentials' });
    if (!isSuccess(answer.value.status)) return fail({ kind: 'failed', message: message ?? `HTTP ${answer.value.status}` });
    const login = validateResponse(login200, answer.value.body);
    if (!login.ok) return fail({ kind: 'failed', message: login.error.message });
    return ok(mapLogin(login.value));
  }

  /** Registers, then logs in (unless the answer already carries a token). */
  async register(registration: Registration): Promise<Result<Session, AuthError>> {
    const answer = await send(() =>
      this.shop.POST('/api/register', {
        body: {
          email: registration.email,
          email_confirm: registration.email,
          password: registration.password,
          password_confirm: registration.password,
          firstname: registration.firstName,
          lastname: registration.lastName,
          title: registration.titleCode,
          company: registration.company,
          vat_number: registration.vatNumber,
          is_company: registration.company !== null && registration.company.trim() !== '',
          country_id: countryByIso(this.settings.satellite)?.id ?? DEFAULT_COUNTRY_ID,
          satellite: this.settings.satellite,
        },
      }),
    );
    if (!answer.ok) return fail({ kind: 'failed', message: `${answer.error.kind}: ${answer.error.message}` });
    const message = messageOf(answer.value.body);
    if (answer.value.status === 409 || sameText(message, EMAIL_EXISTS)) return fail({ kind: 'email-exists' });
    if (!isSuccess(answer.value.status)) return fail({ kind: 'failed', message: message ?? `HTTP ${answer.value.status}` });
    const result = validateResponse(register200, answer.value.body);
    if (!result.ok) return fail({ kind: 'failed', message: result.error.message });
    const { customer_id: customerId, address_id: addressId = null, token = null, expires = null } = result.value;
    if (result.value.status.toLowerCase() === 'error') return fail({ kind: 'failed', message: message ?? 'registration failed' });
    if (token === null || token === '') return this.logIn(registration.email, registration.password);
    const customer: Customer = {
      id: customerId,
      addressId,
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      ref: '',
      company: registration.company,
      titleCode: registration.titleCode,
      isAdmin: false,
      isCompany: registration.company !== null && registration.company.trim() !== '',
      excludeVat: false,
      vatNumber: registration.vatNumber,
    };
    const expiresAt = expires === null ? this.settings.now() + TOKEN_LIFETIME_S * 1000 : expires * 1000;
    return ok({ token: { token, expiresAt }, customer });
  }

  /** The delivery address travels in the register fields; a separate invoice address beside them. */
  async registerGuest(guest: GuestRegistration): Promise<Result<GuestCustomer>> {
    const { delivery, billing } = guest;
    const registered = await fetchValidated(
      () =>
        this.shop.POST('/api/register', {
          body: {
            guest: true,
            email: guest.email,
            email_confirm: guest.email,
            title: guest.titleCode,
            firstname: guest.firstName,
            lastname: guest.lastName,
            company: guest.company,
            vat_number: guest.vatNumber,
            is_company: guest.company !== null,
            address1: delivery.address1,
            address2: delivery.address2,
            address3: delivery.address3,
            zipcode: delivery.zipCode,
            city: delivery.city,
            country_id: delivery.countryId,
            state_id: delivery.stateId,
            phone: delivery.phone,
            invoice_address: billing === null ? null : toAddressInput(billing),
            cart_id: guest.cartId,
            locale: guest.locale,
            satellite: this.settings.satellite,
          },
        }),
      register200,
    );
    if (!registered.ok) return registered;
    const { status, message = null, customer_id: customerId, address_id: addressId = null } = registered.value;
    const invoiceAddressId = billing === null ? addressId : (registered.value.invoice_address_id ?? null);
    if (status.toLowerCase() === 'error' || addressId === null || invoiceAddressId === null)
      return fail(portError('rejected', message ?? 'guest registration incomplete'));
    return ok({ customerId, deliveryAddressId: addressId, invoiceAddressId });
  }

  requestPasswordReset(email: string): Promise<Result<void>> {
    return sendForStatus(
      () => this.shop.POST('/api/forgotPassword', { body: { email, satellite: this.settings.satellite } }),
      forgotPassword200,
    );
  }

  changePassword({ customerId, email, oldPassword, newPassword }: PasswordChange): Promise<Result<void>> {
    return sendForStatus(
      () =>
        this.user.POST('/api/changePassword', {
          body: {
            customer_id: customerId,
            email,
            old_password: oldPassword,
            password: newPassword,
            password_confirm: newPassword,
          },
        }),
      changePassword200,
    );
  }

  async refreshToken(customerId: number, email: string): Promise<Result<AuthToken>> {
    const refreshed = await fetchValidated(
      () => this.user.POST('/api/refreshToken', { body: { customer_id: customerId, email } }),
      refreshToken200,
    );
    return mapResult(refreshed, (dto) => ({
      token: dto.token,
      expiresAt: this.settings.now() + (dto.expires_in ?? TOKEN_LIFETIME_S) * 1000,
    }));
  }

  async findByEmail(email: string): Promise<Result<Customer | null>> {
    const customers = await fetchValidated(
      () => this.user.GET('/api/ExternalOrderApi/customer/', { params: { query: { email } } }),
      getCustomerByEmail200,
    );
    if (!customers.ok) return customers;
    const first = customers.value.CustomerItems[0];
    if (first === undefined) return ok(null);
    return ok(mapCustomer(first));
  }

  async checkVatNumber(vatNumber: string): Promise<Result<boolean>> {
    const check = await fetchValidated(
      () => this.shop.POST('/api/checkVatNumber', { body: { vat_number: vatNumber.replace(/\s+/g, '').toUpperCase() } }),
      checkVatNumber200,
    );
    return mapResult(check, (dto) => dto.valid);
  }
}
