// Whether the signed-in user is staff, and what their platform role may do in the console
// (console/abilities.ts): a screen or a button is offered only to the roles listed; the API checks
// again (403 in words).
import { session } from '../session.js';
import { STAFF_ABILITIES, type StaffAbility, type StaffRole } from './abilities.js';

export type { StaffAbility, StaffRole };

/** The signed-in user's platform role when it is a staff role. */
export function staffRole(): StaffRole | undefined {
  const role = session.get()?.user.platformRole;
  return role && role !== 'merchant' ? role : undefined;
}

export const isStaff = (): boolean => staffRole() !== undefined;

export function staffCan(ability: StaffAbility): boolean {
  const role = staffRole();
  return role !== undefined && (STAFF_ABILITIES[ability] as readonly StaffRole[]).includes(role);
}
