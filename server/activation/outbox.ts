// The development outbox (issue 19 item 2): the reference API sends no SMS or e-mail. What it would
// send is appended to a file, one JSON line each, and told in the server's log, so a developer (or a
// test) reads the PIN there. Nothing leaves the machine.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
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
