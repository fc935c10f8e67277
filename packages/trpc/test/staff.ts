import { AdminUser, type EntityManager } from '@app/db';
import type { StaffRole } from '@app/shared/roles';

let seq = 0;

/** A staff user row (the password is never checked here), as the signed-in user a procedure hands on. */
export async function createStaffUser(em: EntityManager, role: StaffRole = 'owner', email: string | null = null) {
  const user = em.create(AdminUser, { username: `staff${++seq}-${role}`, password: 'not a hash', role, email });
  await em.flush();
  return { id: user.id, username: user.username, email: user.email ?? null };
}
