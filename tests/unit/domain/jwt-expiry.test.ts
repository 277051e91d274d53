import { describe, expect, it } from 'vitest';
import { jwtExpiry, readJwtClaims } from '../../../src/domain/jwt-expiry';
import { aJwt, base64Url } from '../../support/jwt-builder';

const EXP = 1_795_000_000;
const header = base64Url('{"alg":"none","typ":"JWT"}');
const payload = (json: string) => base64Url(json);

describe('jwtExpiry', () => {
  it.each([
    ['a signed token', aJwt({ sub: 1, exp: EXP }), EXP * 1000],
    ['an unsigned token (empty signature)', aJwt({ exp: EXP }, ''), EXP * 1000],
    ['a fractional exp', aJwt({ exp: EXP + 0.5 }), (EXP + 0.5) * 1000],
    ['non-ASCII claims', aJwt({ name: 'Ștefan Müller', exp: EXP }), EXP * 1000],
  ])('reads exp from %s in milliseconds', (_label, token, expected) => {
    expect(jwtExpiry(token)).toBe(expected);
  });

  it.each([
    ['an empty string', ''],
    ['a word', 'jwt'],
    ['two parts', `${header}.${payload(`{"exp":${EXP}}`)}`],
    ['four parts', `${aJwt({ exp: EXP })}.more`],
    ['no exp', aJwt({ sub: 1 })],
    ['a string exp', aJwt({ exp: String(EXP) })],
    ['a null exp', aJwt({ exp: null })],
    ['an infinite exp', `${header}.${payload('{"exp":1e999}')}.sig`],
    ['a payload that is not JSON', `${header}.${payload('exp=1')}.sig`],
    ['an array payload', `${header}.${payload(`[${EXP}]`)}.sig`],
    ['a number payload', `${header}.${payload(String(EXP))}.sig`],
    ['characters outside base64url', `${header}.${payload(`{"exp":${EXP}}`)}+/.sig`],
    ['an empty payload', `${header}..sig`],
    ['a header that is not JSON', `${payload('none')}.${payload(`{"exp":${EXP}}`)}.sig`],
    ['a signature with junk', `${header}.${payload(`{"exp":${EXP}}`)}.s!g`],
    ['invalid UTF-8', `${header}.${btoa('{"exp":1,"x":"\xff"}').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`],
    ['an impossible base64 length', `${header}.${payload(`{"exp":${EXP}}`)}A.sig`],
    ['5000 characters of junk', 'x'.repeat(5000)],
    ['a huge but well-formed token', aJwt({ exp: EXP, pad: 'x'.repeat(9000) })],
  ])('is null for %s', (_label, token) => {
    expect(jwtExpiry(token)).toBeNull();
  });
});

describe('readJwtClaims', () => {
  it('gives the payload claims, with no signature check', () => {
    expect(readJwtClaims(aJwt({ isAdmin: true, exp: EXP }, 'forged'))).toEqual({ isAdmin: true, exp: EXP });
  });

  it.each([
    ['an array payload', `${header}.${payload('[true]')}.sig`],
    ['a null payload', `${header}.${payload('null')}.sig`],
    ['a string payload', `${header}.${payload('"isAdmin"')}.sig`],
  ])('is null for %s', (_label, token) => {
    expect(readJwtClaims(token)).toBeNull();
  });
});
