import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmenityList } from './AmenityList';

const FIVE = ['Air conditioning', 'Free Wi-Fi', 'Smart TV', 'Minibar', 'Rain shower'];

describe('AmenityList', () => {
  it('shows three amenities and a "+N more" button that opens and folds the full list', async () => {
    render(<AmenityList amenities={FIVE} />);
    const list = screen.getByRole('list', { name: 'Amenities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Air conditioning', 'Free Wi-Fi', 'Smart TV', '+2 more amenities']);
    const more = screen.getByRole('button', { name: '+2 more amenities' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(list.id);

    await userEvent.click(more);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...FIVE, 'Show fewer amenities']);
    // The same button, still focused, now folds the list.
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer amenities');

    await userEvent.keyboard('{Enter}');
    expect(within(list).queryByText('Rain shower')).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await userEvent.keyboard(' ');
    expect(within(list).getByText('Rain shower')).toBeTruthy();
  });

  it('has no button when three or fewer, and nothing at all without amenities', () => {
    const { container, rerender } = render(<AmenityList amenities={FIVE.slice(0, 3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AmenityList amenities={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
