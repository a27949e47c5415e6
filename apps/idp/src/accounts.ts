import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { IdpErrorCode } from './texts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** The account listed in the README, so a fresh machine can sign in at once. */
export const DEMO_ACCOUNT = { email: 'reader@example.jp', password: 'cw-reader-2026' } as const;

const accountSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  salt: z.string(),
  hash: z.string(),
  createdAt: z.string(),
});
type Account = z.infer<typeof accountSchema>;
/** An account checked and hashed at sign-up, stored once its email is confirmed. */
export type PreparedAccount = Pick<Account, 'email' | 'salt' | 'hash'>;

/**
 * An email and password as sign-up takes them. Each issue's message is an {@link IdpErrorCode},
 * not a sentence: the server words it in the reader's language.
 */
export const credentialsSchema = z.object({
  email: z.email('invalidEmail' satisfies IdpErrorCode).transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(8, 'shortPassword' satisfies IdpErrorCode)
    .max(200, 'longPassword' satisfies IdpErrorCode),
});

/** A refusal or failure the reader is told about, by its code; the server words it. */
export class AccountError extends Error {
  override name = 'AccountError';

  constructor(readonly code: IdpErrorCode) {
    super(code);
  }
}

/** The form of an email the store compares: sign-in limits count per this key too. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function hashPassword(password: string, salt: Buffer) {
  return scryptAsync(password.normalize('NFKC'), salt, 32);
}

/**
 * Accounts of the local provider in one JSON file (written atomically). It is a development
 * tool for one machine, so a file is enough; real deployments use a real provider.
 */
export class AccountStore {
  private accounts: Account[];

  constructor(private readonly file: string) {
    this.accounts = existsSync(file)
      ? z.array(accountSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
      : [];
  }

  findById(id: string): Account | undefined {
    return this.accounts.find((account) => account.id === id);
  }

  /** Whether an account has this email. */
  has(email: string): boolean {
    return this.accounts.some((account) => account.email === normalizeEmail(email));
  }

  /**
   * An account as sign-up would make it, checked and with its password hashed, not stored yet
   * (until its email is confirmed). Hashes whether or not the email has an account, so the
   * time taken tells nothing.
   */
  async prepare(input: { email: string; password: string }): Promise<PreparedAccount> {
    const { email, password } = credentialsSchema.parse(input);
    const salt = randomBytes(16);
    return {
      email,
      salt: salt.toString('base64'),
      hash: (await hashPassword(password, salt)).toString('base64'),
    };
  }

  /** Stores a prepared account; `duplicateEmail` if its email has one by now. */
  add(prepared: PreparedAccount): Account {
    if (this.has(prepared.email)) throw new AccountError('duplicateEmail');
    const account: Account = {
      id: randomUUID(),
      ...prepared,
      createdAt: new Date().toISOString(),
    };
    this.accounts = [...this.accounts, account];
    this.save();
    return account;
  }

  async create(input: { email: string; password: string }): Promise<Account> {
    return this.add(await this.prepare(input));
  }

  async verify(email: string, password: string): Promise<Account | null> {
    const account = this.accounts.find((a) => a.email === normalizeEmail(email));
    // Hash even for unknown emails so timing does not reveal which emails exist.
    const salt = account ? Buffer.from(account.salt, 'base64') : randomBytes(16);
    const hash = await hashPassword(password, salt);
    if (!account) return null;
    return timingSafeEqual(hash, Buffer.from(account.hash, 'base64')) ? account : null;
  }

  async ensureDemoAccount(): Promise<void> {
    if (!this.accounts.some((a) => a.email === DEMO_ACCOUNT.email)) await this.create(DEMO_ACCOUNT);
  }

  private save() {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.accounts, null, 2));
    renameSync(temp, this.file);
  }
}
