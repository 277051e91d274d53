import type { AuthError, CustomerPort } from '../../ports/customer-port';
import type { Address, AuthToken, Customer, Registration, Session } from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { deleteAddress200, setDefaultAddress200 } from './generated/fast-api-customer-validators';
import type { components as ShopSchemas } from './generated/shop-api';
import {
  changePassword200,
  checkVatNumber200,
  createAddress200,
  forgotPassword200,
  getAddresses200,
  getCustomerByEmail200,
  login200,
  refreshToken200,
  register200,
  updateAddress200,
} from './generated/shop-api-customer-validators';
import { fetchValidated, httpError, isSuccess, mapResult, messageOf, send, sendForStatus, type ClientCall } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { mapAddress, mapCustomer, mapLogin, toAddressInput } from './map-customer';
import { validateResponse, type ResponseValidator } from './response-validator';
import { countryByIso, DEFAULT_COUNTRY_ID } from './shop-locale';

export const WRONG_LOGIN_DATA = 'Wrong login data';
export const EMAIL_EXISTS = 'Email address already exists';
/** Spec 4: a login token lives 6 hours. */
export const TOKEN_LIFETIME_S = 6 * 60 * 60;
/** Spec 9: addresses are read 100 per request. */
export const ADDRESS_LIMIT = 100;

export interface CustomerSettings {
  satellite: string;
  now: () => number;
}

const sameText = (a: string | null, b: string): boolean => a?.trim().toLowerCase() === b.toLowerCase();

type AddressWrite = ShopSchemas['schemas']['AddressWriteResult'];

export class OpenApiCustomerAdapter implements CustomerPort {
  /** E-mail per customer id, from the answers that carried one (change password needs it). */
  private readonly emails = new Map<number, string>();

  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
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
    this.emails.set(login.value.customer_id, login.value.email);
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
    this.emails.set(customerId, registration.email);
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
    };
    const expiresAt = expires === null ? this.settings.now() + TOKEN_LIFETIME_S * 1000 : expires * 1000;
    return ok({ token: { token, expiresAt }, customer });
  }

  requestPasswordReset(email: string): Promise<Result<void>> {
    return sendForStatus(
      () => this.shop.POST('/api/forgotPassword', { body: { email, satellite: this.settings.satellite } }),
      forgotPassword200,
    );
  }

  changePassword(customerId: number, oldPassword: string, newPassword: string): Promise<Result<void>> {
    const email = this.emails.get(customerId) ?? '';
    return sendForStatus(
      () =>
        this.shop.POST('/api/changePassword', {
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
      () => this.shop.POST('/api/refreshToken', { body: { customer_id: customerId, email } }),
      refreshToken200,
    );
    if (refreshed.ok) this.emails.set(customerId, email);
    return mapResult(refreshed, (dto) => ({
      token: dto.token,
      expiresAt: this.settings.now() + (dto.expires_in ?? TOKEN_LIFETIME_S) * 1000,
    }));
  }

  async findByEmail(email: string): Promise<Result<Customer | null>> {
    const customers = await fetchValidated(
      () => this.shop.GET('/api/ExternalOrderApi/customer/', { params: { query: { email } } }),
      getCustomerByEmail200,
    );
    if (!customers.ok) return customers;
    const first = customers.value.CustomerItems[0];
    if (first === undefined) return ok(null);
    this.emails.set(first.ID, first.EMAIL);
    return ok(mapCustomer(first));
  }

  async listAddresses(customerId: number): Promise<Result<Address[]>> {
    const addresses = await fetchValidated(
      () =>
        this.shop.GET('/api/ExternalOrderApi/address/', { params: { query: { customer_id: customerId, limit: ADDRESS_LIMIT } } }),
      getAddresses200,
    );
    return mapResult(addresses, (dto) => dto.AddressItems.map(mapAddress));
  }

  async addAddress(customerId: number, address: Omit<Address, 'id'>): Promise<Result<Address>> {
    const written = await this.writeAddress(
      () => this.shop.POST('/api/ExternalOrderApi/address', { body: toAddressInput(address, customerId) }),
      createAddress200,
    );
    if (!written.ok) return written;
    return written.value === null
      ? fail(portError('invalid-response', 'address: the answer carries no id'))
      : ok({ ...address, id: written.value });
  }

  async updateAddress(address: Address): Promise<Result<Address>> {
    const { id, ...rest } = address;
    const written = await this.writeAddress(
      () => this.shop.PUT('/api/ExternalOrderApi/address/{id}', { params: { path: { id } }, body: toAddressInput(rest) }),
      updateAddress200,
    );
    return written.ok ? ok(address) : written;
  }

  deleteAddress(customerId: number, addressId: number): Promise<Result<void>> {
    return sendForStatus(
      () =>
        this.fast.DELETE('/api/{customer_id}/addresses/{address_id}', {
          params: { path: { customer_id: customerId, address_id: addressId } },
        }),
      deleteAddress200,
    );
  }

  setDefaultAddress(addressId: number): Promise<Result<void>> {
    return sendForStatus(
      () => this.fast.PATCH('/api/address/{id}/set-default', { params: { path: { id: addressId } } }),
      setDefaultAddress200,
    );
  }

  async checkVatNumber(vatNumber: string): Promise<Result<boolean>> {
    const check = await fetchValidated(
      () => this.shop.POST('/api/checkVatNumber', { body: { vat_number: vatNumber.replace(/\s+/g, '').toUpperCase() } }),
      checkVatNumber200,
    );
    return mapResult(check, (dto) => dto.valid);
  }

  /** An address write: 2xx and status 'success'; the id of the written address when given. */
  private async writeAddress(
    call: ClientCall<NoInfer<AddressWrite>>,
    validator: ResponseValidator<AddressWrite>,
  ): Promise<Result<number | null>> {
    const answer = await send(call);
    if (!answer.ok) return answer;
    if (!isSuccess(answer.value.status)) return fail(httpError(answer.value));
    const written = validateResponse(validator, answer.value.body);
    if (!written.ok) return written;
    if (written.value.status.toLowerCase() !== 'success')
      return fail(portError('rejected', written.value.message ?? 'address write failed'));
    return ok(written.value.id ?? null);
  }
}
