import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { storedSigningKey } from './signing-key.repository.ts';

/**
 * Signs and checks session tokens (HS256 JWTs naming the user and the server-side session).
 * The key is made on first start and kept in the database, so every API process shares it.
 */
export interface TokenSigner {
  sign(claims: { userId: number; sessionId: string }, expiresAt: Date): Promise<string>;
  verify(token: string, now: Date): Promise<{ userId: number; sessionId: string } | null>;
}

const secretKey = 'token_signing_key';

const loadKey = async (db: Db): Promise<Uint8Array> => {
  const stored = await storedSigningKey(db, secretKey, randomBytes(48).toString('base64'));
  if (stored === null) throw new Error('The token signing key could not be stored.');
  return new Uint8Array(Buffer.from(stored, 'base64'));
};

/** How many verified tokens a process remembers (the oldest forgotten first). */
const maxVerifiedTokens = 5000;

export const createTokenSigner = async (db: Db): Promise<TokenSigner> => {
  const key = await loadKey(db);
  /**
   * Tokens whose signature was checked, with their claims and expiry: a token is an immutable
   * string, so checking its HMAC again at every call (WebCrypto's asynchronous job, about half a
   * millisecond) proves nothing new. Expiry is checked at every call, and the session behind the
   * token is still read at every call (sign-out and revocation take effect at once).
   */
  const verified = new Map<string, { userId: number; sessionId: string; exp: number }>();
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('velodesk')
        .sign(key),
    verify: async (token, now) => {
      const known = verified.get(token);
      if (known) {
        // As jose checks it: valid while exp (seconds) is after the current second.
        if (known.exp > Math.floor(now.getTime() / 1000))
          return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'velodesk',
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || payload.exp === undefined) {
          return null;
        }
        if (verified.size >= maxVerifiedTokens) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId, sessionId: payload.sid, exp: payload.exp });
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
};
