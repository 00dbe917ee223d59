import { StaffRole } from '../../../graphql/generated';

/** The staff roles in words (one place for the client), in the order the owner picks from. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  [StaffRole.Owner]: 'Owner',
  [StaffRole.Manager]: 'Manager',
  [StaffRole.FrontDesk]: 'Front desk',
  [StaffRole.Accountant]: 'Accountant',
  [StaffRole.Housekeeping]: 'Housekeeping',
};

export const STAFF_ROLE_CHOICES = Object.keys(STAFF_ROLE_LABELS) as StaffRole[];
