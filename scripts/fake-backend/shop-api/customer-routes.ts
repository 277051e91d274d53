import type { components } from '../../../adapters/http/generated/shop-api';
import type { AuthError } from '../../../ports/customer-port';
import type { GuestCustomer, Session } from '../../../ports/model/customer';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { callerOf, mayActFor, notYours } from '../login-token';
import { type Body, bodyOf, integer, text } from '../request-body';
import { type BackendReply, isReply, reply, replyError, type Route, route } from '../route';
import { customerWire, guestFrom, loginWire, registrationFrom } from './customer-wire';

type Shop = components['schemas'];

const done = (): Shop['StatusMessage'] => ({ status_code: 200, status: 'success', message: null });
const invalidData = () => replyError(400, 'Invalid data');

/** The messages the storefront branches on: 401 'Wrong login data', 409 'Email address already exists'. */
function authFailure(error: AuthError): BackendReply {
  if (error.kind === 'wrong-credentials') return replyError(401, 'Wrong login data');
  if (error.kind === 'email-exists') return replyError(409, 'Email address already exists');
  return replyError(400, error.message);
}

const registeredWire = ({ token, customer }: Session): Shop['RegisterResult'] => ({
  status_code: 200,
  status: 'success',
  message: null,
  customer_id: customer.id,
  address_id: customer.addressId,
  token: token.token,
  expires: Math.floor(token.expiresAt / 1000),
});

const guestWire = (guest: GuestCustomer): Shop['RegisterResult'] => ({
  status_code: 200,
  status: 'success',
  message: null,
  customer_id: guest.customerId,
  address_id: guest.deliveryAddressId,
  invoice_address_id: guest.invoiceAddressId,
});

/** The shop API's customer and auth calls (tag customer). */
export function customerRoutes({ fakes, books, clock }: FakeWorld): Route[] {
  const register = async (fields: Body): Promise<BackendReply> => {
    if (fields['guest'] === true) {
      const guest = guestFrom(fields);
      return guest === null ? invalidData() : fromResult(await fakes.customers.registerGuest(guest), guestWire);
    }
    const registration = registrationFrom(fields);
    if (registration === null) return invalidData();
    const session = await fakes.customers.register(registration);
    return session.ok ? reply(registeredWire(session.value)) : authFailure(session.error);
  };

  return [
    route('POST', '/api/login', async ({ body }) => {
      const [email, password] = [text(bodyOf(body), 'email'), text(bodyOf(body), 'password')];
      if (email === null || password === null) return invalidData();
      const session = await fakes.customers.logIn(email, password);
      if (!session.ok) return authFailure(session.error);
      const countryId = books.accounts.byId(session.value.customer.id)?.countryId ?? null;
      return reply(loginWire(session.value, countryId, clock.now()));
    }),
    route('POST', '/api/register', ({ body }) => register(bodyOf(body))),
    route('POST', '/api/forgotPassword', async ({ body }) => {
      const email = text(bodyOf(body), 'email');
      return email === null ? invalidData() : fromResult(await fakes.customers.requestPasswordReset(email), done);
    }),
    route('POST', '/api/changePassword', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const fields = bodyOf(request.body);
      const [customerId, email] = [integer(fields, 'customer_id'), text(fields, 'email')];
      const [oldPassword, newPassword] = [text(fields, 'old_password'), text(fields, 'password')];
      if (customerId === null || email === null || oldPassword === null || newPassword === null) return invalidData();
      if (newPassword !== text(fields, 'password_confirm')) return invalidData();
      if (!mayActFor(caller, customerId)) return notYours();
      return fromResult(await fakes.customers.changePassword({ customerId, email, oldPassword, newPassword }), done);
    }),
    route('POST', '/api/refreshToken', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const fields = bodyOf(request.body);
      const [customerId, email] = [integer(fields, 'customer_id'), text(fields, 'email')];
      if (customerId === null || email === null) return invalidData();
      if (!mayActFor(caller, customerId)) return notYours();
      return fromResult(await fakes.customers.refreshToken(customerId, email), (token) => ({
        token: token.token,
        expires_in: Math.round((token.expiresAt - clock.now()) / 1000),
      }));
    }),
    route('GET', '/api/ExternalOrderApi/customer/', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const email = request.query.get('email');
      if (email === null || email.trim() === '') return invalidData();
      if (caller.kind === 'shop') return notYours();
      const found = await fakes.customers.findByEmail(email);
      if (!found.ok || found.value === null) return fromResult(found, () => ({ CustomerItems: [] }));
      const customer = found.value;
      if (!mayActFor(caller, customer.id)) return notYours();
      const addresses = await fakes.addresses.listAddresses(customer.id);
      const address = addresses.ok ? addresses.value.find((a) => a.isDefault) : undefined;
      return reply({ CustomerItems: [customerWire(customer, address)] });
    }),
    route('POST', '/api/checkVatNumber', async ({ body }) => {
      const vatNumber = text(bodyOf(body), 'vat_number');
      if (vatNumber === null) return invalidData();
      return fromResult(await fakes.customers.checkVatNumber(vatNumber), (valid) => ({ valid, vat_number: vatNumber }));
    }),
  ];
}
