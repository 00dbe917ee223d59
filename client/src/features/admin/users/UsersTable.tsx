import { Button } from '../../../components/ui/Button';
import type { AdminUser } from '../api/use-users';
import { TableRegion } from '../components/TableRegion';
import { orDash } from '../lib/display';

/** Spec section 2, "Admin tables": Full Name, Email, Phone, City, Country, Action; blanks show a dash. */
export function UsersTable({ users, onDelete }: { users: AdminUser[]; onDelete(user: AdminUser): void }) {
  return (
    <TableRegion label="Users">
      <table className="admin-table">
        <caption className="visually-hidden">Users (guests who booked)</caption>
        <thead>
          <tr>
            <th scope="col">Full Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">City</th>
            <th scope="col">Country</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{orDash(user.name)}</th>
              <td data-label="Email">{user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : orDash(user.email)}</td>
              <td className="admin-table__nowrap" data-label="Phone">
                {orDash(user.phone)}
              </td>
              <td data-label="City">{orDash(user.address.city)}</td>
              <td data-label="Country">{orDash(user.address.country)}</td>
              <td>
                <Button
                  variant="danger"
                  className="btn--small"
                  onClick={() => onDelete(user)}
                  aria-label={`Delete ${user.name || user.email}`}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
