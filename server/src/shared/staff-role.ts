import { registerEnumType } from 'type-graphql';

/** What a person does at the hotel; the permission table (permissions.ts) says what each may do. */
export enum StaffRole {
  OWNER = 'owner',
  MANAGER = 'manager',
  FRONT_DESK = 'front_desk',
  ACCOUNTANT = 'accountant',
  HOUSEKEEPING = 'housekeeping',
}

registerEnumType(StaffRole, {
  name: 'StaffRole',
  description: 'A staff member’s role: the permission table (README, "Staff and roles") decides what each may do.',
});

/** The role in words, as refusals and the staff list say it. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  [StaffRole.OWNER]: 'Owner',
  [StaffRole.MANAGER]: 'Manager',
  [StaffRole.FRONT_DESK]: 'Front desk',
  [StaffRole.ACCOUNTANT]: 'Accountant',
  [StaffRole.HOUSEKEEPING]: 'Housekeeping',
};

export const STAFF_ROLES: readonly StaffRole[] = Object.values(StaffRole);

/**
 * Whether `role` may reverse any desk receipt. The front desk may reverse only a receipt it took
 * itself the same hotel day (billing's reverseDeskEntry holds it to that); the permission table
 * (admin-auth/permissions.ts) decides who may reverse at all.
 */
export function mayReverseAnyReceipt(role: StaffRole | undefined): boolean {
  return role !== StaffRole.FRONT_DESK;
}
