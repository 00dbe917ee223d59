import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminPage, Panel } from './AdminPage';
import { type Column, DataRows, DataTable, MessageRow } from './DataTable';
import type { Loadable } from './load-state';
import { LoadState, REFRESH_MESSAGE } from './LoadState';
import { StatusBadge } from './StatusBadge';

interface Row {
  id: string;
  name: string;
  rent: number;
}

const COLUMNS: Column<Row>[] = [
  { header: 'Room', rowHeader: true, cell: (row) => row.name },
  { header: 'Rent', numeric: true, cell: (row) => `₹${row.rent}` },
  { header: 'Actions', label: false, cell: (row) => <button type="button">Edit {row.name}</button> },
];
const ROWS: Row[] = [
  { id: 'a', name: 'Deluxe 201', rent: 3200 },
  { id: 'b', name: 'Suite 401', rent: 6500 },
];

describe('the admin kit', () => {
  it('names a screen by its heading, with its way back, lead and actions, and titles the tab', () => {
    render(
      <MemoryRouter>
        <AdminPage title="Rooms" lead="Every room." back={{ to: '/admin', label: 'All' }} actions={<a href="/new">Add room</a>}>
          <Panel title="Closed nights">
            <p>None.</p>
          </Panel>
        </AdminPage>
      </MemoryRouter>,
    );
    const page = screen.getByRole('region', { name: 'Rooms' });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Rooms');
    expect(within(page).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/admin');
    expect(within(page).getByRole('link', { name: 'Add room' })).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Closed nights' })).toHaveTextContent('None.');
    expect(document.title).toContain('Rooms');
  });

  it('lays a list out as a table whose cells carry their column’s name for the phone’s cards', () => {
    render(<DataTable label="Rooms" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Room', 'Rent', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Deluxe 201');
    const rent = within(first).getByText('₹3200').closest('td');
    expect(rent).toHaveAttribute('data-label', 'Rent');
    expect(rent).toHaveClass('admin-table__number');
    // Actions span the card: no label.
    expect(within(first).getByRole('button', { name: 'Edit Deluxe 201' }).closest('td')).not.toHaveAttribute('data-label');
    expect(screen.getByRole('region', { name: 'Rooms' })).toHaveAttribute('tabindex', '0');
  });

  it('takes a body built in parts: rows of pages and a message row across the table', () => {
    render(
      <DataTable label="Rooms" columns={COLUMNS}>
        <DataRows columns={COLUMNS} rows={ROWS.slice(0, 1)} rowKey={(row) => row.id} />
        <MessageRow span={COLUMNS.length}>Loading more…</MessageRow>
      </DataTable>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Loading more…').closest('td')).toHaveAttribute('colspan', '3');
  });

  it('shows a load as a spinner, a failure, an empty list or its content', () => {
    const view = (state: Loadable<Row[]>) => (
      <LoadState
        state={state}
        loading="Loading rooms…"
        failure="Failed to load rooms"
        isEmpty={(rows) => rows.length === 0}
        empty="No rooms yet."
      >
        {(rows) => <p>{rows.length} rooms</p>}
      </LoadState>
    );
    const { rerender } = render(view({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    rerender(view({ status: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Failed to load rooms${REFRESH_MESSAGE}`);
    rerender(view({ status: 'error', refusal: 'Not allowed.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed.');
    rerender(view({ status: 'ready', data: [] }));
    expect(screen.getByText('No rooms yet.')).toBeInTheDocument();
    rerender(view({ status: 'ready', data: ROWS }));
    expect(screen.getByText('2 rooms')).toBeInTheDocument();
  });

  it('says a status in words on a tinted badge', () => {
    render(<StatusBadge tone="warning">On hold</StatusBadge>);
    expect(screen.getByText('On hold')).toHaveClass('status-badge', 'status-badge--warning');
  });
});
