import { type Column, DataTable } from '../../../components/admin/DataTable';
import { Button } from '../../../components/ui/Button';
import type { AdminUser } from '../api/use-users';
import { orDash } from '../lib/display';

/** Spec section 2, "Admin tables": Full Name, Email, Phone, City, Country, Action; blanks show a dash. */
export function UsersTable({ users, onDelete }: { users: AdminUser[]; onDelete(user: AdminUser): void }) {
  const columns: Column<AdminUser>[] = [
    { header: 'Full Name', rowHeader: true, cell: (user) => orDash(user.name) },
    { header: 'Email', cell: (user) => (user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : orDash(user.email)) },
    { header: 'Phone', nowrap: true, cell: (user) => orDash(user.phone) },
    { header: 'City', cell: (user) => orDash(user.address.city) },
    { header: 'Country', cell: (user) => orDash(user.address.country) },
    {
      header: 'Action',
      label: false,
      cell: (user) => (
        <Button
          variant="danger"
          className="btn--small"
          onClick={() => onDelete(user)}
          aria-label={`Delete ${user.name || user.email}`}
        >
          Delete
        </Button>
      ),
    },
  ];
  return (
    <DataTable label="Users" caption="Users (guests who booked)" columns={columns} rows={users} rowKey={(user) => user.id} />
  );
}
