import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '../api/use-users';
import { UsersTable } from './UsersTable';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'g1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  address: { city: 'Lucknow', country: 'India' },
  ...overrides,
});

describe('the users table', () => {
  it('has the spec’s columns, and a dash for blank values', () => {
    render(
      <UsersTable
        users={[
          user({}),
          user({ id: 'g2', name: 'Ravi', email: 'ravi@example.com', phone: '', address: { city: null, country: '  ' } }),
        ]}
        onDelete={jest.fn()}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Full Name', 'Email', 'Phone', 'City', 'Country', 'Action']);
    const ravi = screen.getByRole('row', { name: /Ravi/ });
    const cells = within(ravi)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['ravi@example.com', '—', '—', '—', 'Delete']);
    const asha = screen.getByRole('row', { name: /Asha Verma/ });
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['asha@example.com', '9876543210', 'Lucknow', 'India', 'Delete']);
  });

  it('asks the page to confirm a delete for that user', async () => {
    const onDelete = jest.fn();
    const asha = user({});
    render(<UsersTable users={[asha]} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Verma' }));
    expect(onDelete).toHaveBeenCalledWith(asha);
  });
});
