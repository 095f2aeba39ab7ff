import { db, type UserRecord } from '../db';
import { notFound } from '../http/errors';

export function findUserByEmail(email: string): UserRecord | null {
  return db.user.findFirst({ where: { email: { equals: email.trim().toLowerCase() } } });
}

export function updateUser(user: UserRecord, data: Partial<Omit<UserRecord, 'id'>>): UserRecord {
  const updated = db.user.update({ where: { id: { equals: user.id } }, data });
  if (!updated) throw notFound('User not found.');
  return updated;
}

/** Removes a user and everything that belongs to them. */
export function deleteUserCascade(userId: number): void {
  const byUser = { where: { user_id: { equals: userId } } };
  db.session.deleteMany(byUser);
  db.bookmark.deleteMany(byUser);
  db.follow.deleteMany(byUser);
  db.hiddenBid.deleteMany(byUser);
  db.savedFilter.deleteMany(byUser);
  db.userSetting.deleteMany(byUser);
  db.paymentIntent.deleteMany(byUser);
  db.setupIntent.deleteMany(byUser);
  db.payment.deleteMany(byUser);
  db.user.delete({ where: { id: { equals: userId } } });
}
