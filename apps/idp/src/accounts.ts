import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

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

export const credentialsSchema = z.object({
  email: z.email('メールアドレスの形式が正しくありません').transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(8, 'パスワードは8文字以上で入力してください')
    .max(200, 'パスワードが長すぎます'),
});

export class AccountError extends Error {}

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

  async create(input: { email: string; password: string }): Promise<Account> {
    const { email, password } = credentialsSchema.parse(input);
    if (this.accounts.some((account) => account.email === email)) {
      throw new AccountError('このメールアドレスはすでに登録されています');
    }
    const salt = randomBytes(16);
    const account: Account = {
      id: randomUUID(),
      email,
      salt: salt.toString('base64'),
      hash: (await hashPassword(password, salt)).toString('base64'),
      createdAt: new Date().toISOString(),
    };
    this.accounts = [...this.accounts, account];
    this.save();
    return account;
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
