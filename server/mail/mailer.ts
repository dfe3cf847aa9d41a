import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Without SMTP_URL, mails go to the server log, where a developer or a test can read them. */
export function createLogMailer(log: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    async send(mail) {
      log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}\n[/mail]`);
    },
  };
}

/** SMTP through nodemailer, loaded with the first mail: most starts send none, and loading it takes a while. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/** Keeps every mail in memory, for tests. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
