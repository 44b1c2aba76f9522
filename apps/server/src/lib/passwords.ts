import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id (the library's const enum value 2, which verbatimModuleSyntax cannot import). */
const OPTIONS: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random string, verified when the email is unknown so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
