// The development outbox (issue 19 items 2 and 3): the reference API sends no SMS or e-mail. What it would
// send (activation PINs, contact-us messages) is appended to a file, one JSON line each, and told in
// the server's log, so a developer (or a test) reads it there. Nothing leaves the machine.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  /** An e-mail's subject, and the address a reply goes to (the contact form's learner). */
  subject?: string;
  replyTo?: string;
  text: string;
}

export interface Outbox {
  /** Where the messages go: the file of --outbox / OUTBOX_FILE. */
  file: string;
  send(message: OutboxMessage, at: Date): Promise<void>;
}

export function fileOutbox(file: string): Outbox {
  return {
    file,
    async send(message, at) {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ at: at.toISOString(), ...message })}\n`);
      console.info(`[outbox] ${message.channel} to ${message.to}: ${message.text}`);
    },
  };
}
