import { db, type UserRecord } from '../db';

function randomPart(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** Opaque bearer tokens (`mock.<userId>.<random>`) mapped to users in the session table. */
export function issueTokens(user: UserRecord): { access: string; refresh: string } {
  const access = `mock.${user.id}.${randomPart()}`;
  db.session.create({ token: access, user_id: user.id, created_at: new Date().toISOString() });
  return { access, refresh: `mock-refresh.${user.id}.${randomPart()}` };
}

export function userForToken(token: string): UserRecord | null {
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return null;
  return db.user.findFirst({ where: { id: { equals: session.user_id } } });
}

/** Ends the user's sessions, all of them or all but the one whose token is `keep`. */
export function endSessions(userId: number, keep?: string | null): void {
  db.session.deleteMany({
    where: { user_id: { equals: userId }, ...(keep ? { token: { notEquals: keep } } : {}) },
  });
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
