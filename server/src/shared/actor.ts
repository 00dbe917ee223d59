import { StaffRole } from './staff-role';

/** Who does something, as the audit log and desk entries name them: "Asha Verma <asha@hotel.in>". */
export interface Actor {
  /** The admin's id, when an admin acts. */
  adminId: string | null;
  label: string;
  /**
   * The admin's role, for the rules that depend on who acts (mayReverseAnyReceipt, a closed day).
   * An admin without one is the spec's single admin, the owner.
   */
  role?: StaffRole;
}

/** Whether the actor is the owner: an admin whose role is OWNER, or who has no role (the spec's single admin). */
export function isOwner(actor: Actor): boolean {
  return actor.adminId !== null && (actor.role ?? StaffRole.OWNER) === StaffRole.OWNER;
}

export const SYSTEM_ACTOR: Actor = { adminId: null, label: 'system' };
export const GUEST_ACTOR: Actor = { adminId: null, label: 'guest' };

export function adminActor(admin: { id: string; name: string; email: string; role?: StaffRole }): Actor {
  return { adminId: admin.id, label: `${admin.name} <${admin.email}>`.slice(0, 200), role: admin.role };
}

/** "Asha Verma <asha@hotel.in>" → "Asha Verma": the person a document, a receipt or a booking names. */
export function personName(label: string): string {
  return label.replace(/\s*<[^>]*>$/, '') || label;
}
