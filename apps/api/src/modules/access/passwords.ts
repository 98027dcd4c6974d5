import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum parameters (19 MiB, 2 iterations, 1 lane). */
// Algorithm is a const enum (Argon2id = 2), which verbatimModuleSyntax cannot read.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | null = null;
export const verifyDecoy = async (password: string): Promise<void> => {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  await verifyPassword(await decoyHash, password);
};
