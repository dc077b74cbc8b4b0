import { randomBytes } from "node:crypto";
import { hash, parseOptions, verify } from "@node-rs/argon2";
import type { HashQueue } from "../api/hash-queue";

export interface HashingParameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
/** Version.V0x13 (argon2 version 19). */
const ARGON2_VERSION_19 = 1;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against the stored hash, or against a dummy hash when there is none (same work either way). */
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
  /** Whether a stored hash is weaker than the current policy and should be replaced. */
  needsRehash(storedHash: string): boolean;
}

/**
 * The password hash of a contact who has no password yet (a buyer whose payment arrived
 * before any account): it matches no password, and "Forgot password" sets one.
 */
export const NO_PASSWORD_HASH = "!";

export function createPasswordHasher(parameters: HashingParameters, queue: HashQueue): PasswordHasher {
  const options = { ...parameters, algorithm: ARGON2ID };
  // A hash of a random password with the current parameters: verifying an unknown e-mail
  // against it costs as much as verifying a real account.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hash(randomBytes(32).toString("base64url"), options));
  void getDummyHash();

  return {
    hash: (password) => queue.run(() => hash(password, options)),
    async verify(storedHash, password) {
      // No account, or a contact without a password: the same work, and never a match.
      const usable = storedHash === NO_PASSWORD_HASH ? undefined : storedHash;
      const target = usable ?? (await getDummyHash());
      const matches = await queue.run(() => verify(target, password).catch(() => false));
      return usable !== undefined && matches;
    },
    needsRehash(storedHash) {
      try {
        const stored = parseOptions(storedHash);
        return (
          (stored.algorithm as number) !== ARGON2ID ||
          (stored.version as number) !== ARGON2_VERSION_19 ||
          stored.memoryCost < parameters.memoryCost ||
          stored.timeCost < parameters.timeCost ||
          stored.parallelism < parameters.parallelism
        );
      } catch {
        return true;
      }
    },
  };
}
