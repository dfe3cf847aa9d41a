/**
 * A sign-out proof: what a device keeps of a token it signed out of while the server could not be
 * told, and sends later so that the server ends it. It is the token's header and payload as issued
 * and the SHA-256 of the token's signature (base64url). Only a holder of the token could make it,
 * so the server revokes exactly the tokens a caller held; and it cannot be used as the token
 * itself, so nothing kept on a shared tablet after a sign-out lets anyone in.
 */
export const SIGN_OUT_PROOF = /^[\w-]+\.[\w-]+\.[\w-]{43}$/;

/** How many sign-outs made offline one logout call may carry (and a device keeps). */
export const SIGN_OUTS_MAX = 50;

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The sign-out proof of a token (WebCrypto, as browsers and Node have it); undefined for what is no token. */
export async function signOutProofOf(token: string): Promise<string | undefined> {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return undefined;
  try {
    const digest = await crypto.subtle.digest('SHA-256', fromBase64url(signature));
    return `${header}.${payload}.${toBase64url(new Uint8Array(digest))}`;
  } catch {
    // A signature that is no base64url, or no WebCrypto (a page not served over HTTPS).
    return undefined;
  }
}
