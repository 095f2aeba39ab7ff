import { db, nextId } from './db';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** An HTML part, when the email has one (alert digests). */
  html?: string;
  code?: string;
  /** When it was sent, if not now (the fake clock's time). */
  sentAt?: string;
}

/** Every email the fake backend "sends" lands here (dev panel, `GET /__mock/emails`). */
export function sendEmail(email: OutgoingEmail): void {
  db.email.create({
    id: nextId('email'),
    to: email.to.toLowerCase(),
    subject: email.subject,
    text: email.text,
    code: email.code ?? null,
    html: email.html ?? null,
    created_at: email.sentAt ?? new Date().toISOString(),
  });
}

/** Newest first; optionally only one recipient's mail. */
export function listEmails(to?: string) {
  return db.email
    .getAll()
    .filter((email) => !to || email.to === to.toLowerCase())
    .sort((a, b) => b.id - a.id)
    .map(({ id, to: recipient, subject, text, html, code, created_at }) => ({
      id,
      to: recipient,
      subject,
      text,
      html: html ?? null,
      code,
      created_at,
    }));
}
