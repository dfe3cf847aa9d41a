import { readFileSync } from 'node:fs';

/** The links of the mails a server logged for an address, oldest first (the log mailer's `[mail]` blocks). */
export function mailedLinks(logPath: string, email: string, subject: RegExp): string[] {
  const log = readFileSync(logPath, 'utf8');
  const blocks = log.split('[mail] to=').slice(1);
  return blocks
    .filter((block) => block.startsWith(`${email} `) && subject.test(block.split('\n')[0] ?? ''))
    .map((block) => block.slice(0, block.indexOf('[/mail]')).match(/https?:\/\/\S+/)?.[0])
    .filter((link): link is string => Boolean(link));
}
