/** The native argon2 module, loaded with the first password checked or set rather than at every start. */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** Algorithm.Argon2id of @node-rs/argon2, an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id at OWASP's minimum (19 MiB, two passes, one lane). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, or an account whose
 * password was never set) it still spends the same work, so the answer time says nothing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Thrown when the server already has as many password hashes running and waiting as it allows. */
export class HashesBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password checks at once');
  }
}

/**
 * Caps the argon2 work of the whole process: `running` hashes at a time (each takes a core and
 * 19 MiB), `waiting` more queued; beyond that a caller is refused at once, so that a flood of
 * sign-ins or resets cannot slow every other request down.
 */
export class HashGate {
  #running = 0;
  readonly #queue: (() => void)[] = [];

  constructor(
    private readonly running = 4,
    private readonly waiting = 64,
    private readonly retryAfterSeconds = 5,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.running) {
      if (this.#queue.length >= this.waiting) throw new HashesBusy(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#queue.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
