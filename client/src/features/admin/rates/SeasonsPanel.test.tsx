import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomType } from '../../../graphql/generated';
import { deluxePlan, rentCheckMock, room201, wedding } from './rates-fixtures';
import { SeasonsPanel } from './SeasonsPanel';
import type { RateOutcome } from './use-rates';

type Save = (input: unknown) => Promise<RateOutcome>;

function renderPanel(onSave: Save, onDelete: Save = jest.fn()) {
  render(
    <MockedProvider mocks={[rentCheckMock()]}>
      <SeasonsPanel plans={[deluxePlan, room201]} onSave={onSave} onDelete={onDelete} />
    </MockedProvider>,
  );
}

async function fillSeason() {
  await userEvent.type(screen.getByLabelText('Season name'), 'Diwali');
  await userEvent.selectOptions(screen.getByLabelText('Applies to'), 'Room 201');
  await userEvent.type(screen.getByLabelText('First night'), '2026-12-15');
  await userEvent.type(screen.getByLabelText('Last night'), '2026-12-22');
  await userEvent.type(screen.getByLabelText('Rent per night (₹)'), '7875');
  await userEvent.clear(screen.getByLabelText('Minimum stay (nights)'));
  await userEvent.type(screen.getByLabelText('Minimum stay (nights)'), '3');
}

describe('the seasons panel', () => {
  it('lists the seasons with their rooms, nights, rent, minimum stay and GST flag', () => {
    renderPanel(jest.fn());
    const row = screen.getByRole('row', { name: /Wedding season/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Deluxe rooms', '10–20 Dec 2026', '₹8,000 fits neither GST slab', '2 nights', 'ChangeDelete']);
  });

  it('checks a new season before sending it, every field at once', async () => {
    const onSave = jest.fn();
    renderPanel(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    expect(screen.getByRole('heading', { name: 'Add a season' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save season' }));
    for (const message of [
      'Season name is required',
      'Choose a room type or one room',
      'Choose the first night of the season',
      'Choose the last night of the season',
      'Rent is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Season name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a season for one room and shows the server’s overlap at the first night; saved, it says so', async () => {
    const overlap = 'Diwali overlaps Wedding season (10–20 Dec 2026) for Room 201';
    const onSave = jest
      .fn<Promise<RateOutcome>, [unknown]>()
      .mockResolvedValueOnce({ ok: false, problems: [{ field: 'startsOn', message: overlap }] })
      .mockResolvedValueOnce({ ok: true, gstWarning: null });
    renderPanel(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    await fillSeason();
    expect(await screen.findByText('Guests pay ₹7,875 a night: ₹7,500 + ₹375 GST (5%).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save season' }));
    expect(onSave).toHaveBeenCalledWith({
      id: undefined,
      roomId: 'r-201',
      name: 'Diwali',
      startsOn: '2026-12-15',
      endsOn: '2026-12-22',
      rent: 7875,
      minStay: 3,
    });
    expect(await screen.findByText(overlap)).toBeInTheDocument();
    expect(screen.getByLabelText('First night')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('First night'));
    await userEvent.type(screen.getByLabelText('First night'), '2026-12-21');
    await userEvent.click(screen.getByRole('button', { name: 'Save season' }));
    expect(await screen.findByText('Saved: Diwali.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a season' })).not.toBeInTheDocument();
  });

  it('changes a season from its row, keeping its id and type', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({ ok: true }));
    renderPanel(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Change Wedding season (Deluxe rooms)' }));
    expect(screen.getByLabelText('Season name')).toHaveValue('Wedding season');
    expect(screen.getByLabelText('Applies to')).toHaveValue('type:DELUXE');
    await userEvent.click(screen.getByRole('button', { name: 'Save season' }));
    expect(onSave).toHaveBeenCalledWith({
      id: 's-1',
      roomType: RoomType.Deluxe,
      name: 'Wedding season',
      startsOn: '2026-12-10',
      endsOn: '2026-12-20',
      rent: 8000,
      minStay: 2,
    });
  });

  it('deletes a season after asking', async () => {
    const onDelete = jest.fn(async (): Promise<RateOutcome> => ({ ok: true }));
    renderPanel(jest.fn(), onDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Wedding season (Deluxe rooms)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Wedding season?' });
    expect(dialog).toHaveTextContent('Its nights (10–20 Dec 2026) go back to the weekday and base rents of Deluxe rooms.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Wedding season (Deluxe rooms)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete season' }));
    expect(onDelete).toHaveBeenCalledWith(wedding.id);
    expect(await screen.findByText('Deleted: Wedding season (Deluxe rooms, 10–20 Dec 2026).')).toBeInTheDocument();
  });
});
