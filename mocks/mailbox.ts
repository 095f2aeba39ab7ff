import { db, nextId } from './db';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

/** Every email the fake backend "sends" lands here (dev panel, `GET /__mock/emails`). */
export function sendEmail(email: OutgoingEmail): void {
  db.email.create({
    id: nextId('email'),
    to: email.to.toLowerCase(),
    subject: email.subject,
    text: email.text,
    code: email.code ?? null,
    created_at: new Date().toISOString(),
  });
}

/** Newest first; optionally only one recipient's mail. */
export function listEmails(to?: string) {
  return db.email
    .getAll()
    .filter((email) => !to || email.to === to.toLowerCase())
    .sort((a, b) => b.id - a.id)
    .map(({ id, to: recipient, subject, text, code, created_at }) => ({
      id,
      to: recipient,
      subject,
      text,
      code,
      created_at,
    }));
}
