import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { keyIdOf } from '#domain/pack-signature';
import { type KeptSecret, sharedSecret } from '../auth/secret.ts';
import type { Db } from '../db/connect.ts';

/** The key this server signs its course packs with (Ed25519), and how a tablet knows it. */
export interface PackSigner {
  keyId: string;
  /** The raw public key, base64. */
  publicKey: string;
  sign: (bytes: Uint8Array) => Uint8Array;
}

export const newPackSigningKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

const PACK_KEY: KeptSecret = { file: 'pack-signing-key', key: 'pack-signing-key', generate: newPackSigningKey };

/** A signer from an Ed25519 private key in PEM (PKCS#8); `origin` names where it came from in errors. */
export async function packSignerFrom(pem: string, origin: string): Promise<PackSigner> {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${origin} is not a private key in PEM (PKCS#8)`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${origin} must be an Ed25519 key`);
  const { x } = createPublicKey(key).export({ format: 'jwk' });
  const publicKey = Buffer.from(x ?? '', 'base64url').toString('base64');
  return { keyId: await keyIdOf(publicKey), publicKey, sign: (bytes) => new Uint8Array(sign(null, bytes, key)) };
}

/**
 * The pack signing key: PACK_SIGNING_KEY when set (a PEM whose line breaks may be written as \n);
 * else, as the JWT secret, one generated on the first start and kept in the database that every
 * process shares (PostgreSQL) or under DATA_DIR (PGlite). Every process of one install signs alike.
 */
export async function resolvePackSigner(
  configured: string | undefined,
  dataDir: string,
  shared: Db | undefined,
): Promise<PackSigner> {
  if (configured !== undefined) return packSignerFrom(configured.replaceAll('\\n', '\n'), 'PACK_SIGNING_KEY');
  const { secret, origin } = await sharedSecret(dataDir, shared, PACK_KEY);
  return packSignerFrom(secret, origin);
}
