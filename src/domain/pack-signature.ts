/**
 * A pack's signature: Ed25519 over the exact bytes of its manifest, by the server that made it.
 * Checked with WebCrypto, which the server's Node and the tablet's browser both have.
 */

export function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A key's id: the first 16 bytes of the SHA-256 of its raw public key, in hex. */
export async function keyIdOf(publicKeyBase64: string): Promise<string> {
  return (await sha256Hex(bytesOfBase64(publicKeyBase64))).slice(0, 32);
}

/** Whether `signature` is the Ed25519 signature of `signed` by the raw public key given in base64. */
export async function signatureMatches(
  signed: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  publicKeyBase64: string,
): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', bytesOfBase64(publicKeyBase64), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, signed);
  } catch {
    return false;
  }
}
