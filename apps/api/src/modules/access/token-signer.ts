import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/reference.ts';

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
  await db
    .insert(appSettings)
    .values({ key: secretKey, value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, secretKey));
  if (!row) throw new Error('The token signing key could not be stored.');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
};

export const createTokenSigner = async (db: Db): Promise<TokenSigner> => {
  const key = await loadKey(db);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'velodesk',
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
};
