/** A mail the provider sends: to whom, about what, and the one link it carries. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link: string;
  readonly sentAt: number;
}

/** Mails kept: enough for a developer's session, bounded against a flood of sign-ups. */
const KEPT = 200;

/**
 * Where the local provider's mails go: it has no mail server. Each is logged as one line and
 * kept in memory (the latest `KEPT`), for the development outbox page (`/outbox`, only on a
 * provider no other machine reaches) and for tests.
 *
 * @example
 * const outbox = new Outbox(Date.now);
 * outbox.send({ to: 'rin@example.jp', subject: '登録を完了してください', body: '…', link });
 * outbox.to('rin@example.jp')[0]?.link;
 */
export class Outbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly now: () => number) {}

  send(mail: Omit<Mail, 'sentAt'>): void {
    this.mails.unshift({ ...mail, sentAt: this.now() });
    this.mails.length = Math.min(this.mails.length, KEPT);
    console.log(`[idp] mail to ${mail.to}: ${mail.subject} ${mail.link}`);
  }

  /** The mails sent to `to`, the latest first; every mail without `to`. */
  to(to?: string): readonly Mail[] {
    return to === undefined ? this.mails : this.mails.filter((mail) => mail.to === to);
  }
}
