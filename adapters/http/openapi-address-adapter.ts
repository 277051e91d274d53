import type { AddressPort } from '../../ports/address-port';
import type { Address, AddressInput, County } from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { deleteAddress200, setDefaultAddress200 } from './generated/fast-api-address-validators';
import type { components as ShopSchemas } from './generated/shop-api';
import { createAddress200, getAddresses200, getCounty200, updateAddress200 } from './generated/shop-api-address-validators';
import { fetchValidated, httpError, isSuccess, mapResult, send, sendForStatus, type ClientCall } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { mapAddress, mapCounty, toAddressInput } from './map-address';
import { validateResponse, type ResponseValidator } from './response-validator';
import { apiLocale } from './shop-locale';

/** Spec 9: addresses are read 100 per request. */
export const ADDRESS_LIMIT = 100;

type AddressWrite = ShopSchemas['schemas']['AddressWriteResult'];

export interface AddressClients {
  /** Shop API with the login token (the customer's addresses). */
  user: ShopClient;
  /** Fast API with the login token (delete, set default). */
  fastUser: FastClient;
  /** Shop API with the shop token (counties are reference data). */
  shop: ShopClient;
}

export class OpenApiAddressAdapter implements AddressPort {
  constructor(private readonly clients: AddressClients) {}

  async listAddresses(customerId: number): Promise<Result<Address[]>> {
    const query = { customer_id: customerId, limit: ADDRESS_LIMIT };
    const addresses = await fetchValidated(
      () => this.clients.user.GET('/api/ExternalOrderApi/address/', { params: { query } }),
      getAddresses200,
    );
    return mapResult(addresses, (dto) => dto.AddressItems.map(mapAddress));
  }

  async addAddress(customerId: number, address: AddressInput): Promise<Result<Address>> {
    const body = toAddressInput(address, customerId);
    const written = await this.write(() => this.clients.user.POST('/api/ExternalOrderApi/address', { body }), createAddress200);
    if (!written.ok) return written;
    return written.value === null
      ? fail(portError('invalid-response', 'address: the answer carries no id'))
      : ok({ ...address, id: written.value });
  }

  async updateAddress(customerId: number, address: Address): Promise<Result<Address>> {
    const { id, ...rest } = address;
    const body = toAddressInput(rest, customerId);
    const written = await this.write(
      () => this.clients.user.PUT('/api/ExternalOrderApi/address/{id}', { params: { path: { id } }, body }),
      updateAddress200,
    );
    return written.ok ? ok(address) : written;
  }

  deleteAddress(customerId: number, addressId: number): Promise<Result<void>> {
    const path = { customer_id: customerId, address_id: addressId };
    return sendForStatus(
      () => this.clients.fastUser.DELETE('/api/{customer_id}/addresses/{address_id}', { params: { path } }),
      deleteAddress200,
    );
  }

  setDefaultAddress(addressId: number): Promise<Result<void>> {
    return sendForStatus(
      () => this.clients.fastUser.PATCH('/api/address/{id}/set-default', { params: { path: { id: addressId } } }),
      setDefaultAddress200,
    );
  }

  async listCounties(countryId: number, language: string): Promise<Result<County[]>> {
    const counties = await fetchValidated(
      () =>
        this.clients.shop.GET('/api/ExternalOrderApi/county/{id}', {
          params: { path: { id: countryId }, query: { api_locale: apiLocale(language) } },
        }),
      getCounty200,
    );
    return mapResult(counties, (dto) => dto.data.map(mapCounty));
  }

  /** An address write: 2xx and status 'success'; the id of the written address when given. */
  private async write(
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
