import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { usePageParam } from '../../lib/page-param';
import { Pager } from './Pager';

function renderPager(page: number, total: number, onPageChange = jest.fn()) {
  render(<Pager page={page} pageSize={25} total={total} label="Bookings" onPageChange={onPageChange} />);
  return onPageChange;
}

const previous = () => screen.getByRole('button', { name: 'Previous page' });
const next = () => screen.getByRole('button', { name: 'Next page' });

describe('the pager', () => {
  it('says which rows are shown of how many, and which page of how many', () => {
    renderPager(2, 73);
    const nav = screen.getByRole('navigation', { name: 'Bookings pages' });
    expect(nav).toHaveTextContent('Showing 26–50 of 73');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('asks for the page before and after', async () => {
    const onPageChange = renderPager(2, 73);
    await userEvent.click(previous());
    await userEvent.click(next());
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('at the ends, the button is unavailable but keeps its focus, and asks for nothing', async () => {
    const onPageChange = renderPager(3, 73);
    expect(screen.getByText('Showing 51–73 of 73')).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toBeEnabled();
    next().focus();
    await userEvent.keyboard('{Enter}');
    expect(next()).toHaveFocus();
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('one page: both buttons unavailable', () => {
    renderPager(1, 3);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('a page past the end (rows deleted, an old link) says so and Previous goes to the last page', async () => {
    const onPageChange = renderPager(9, 73);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 9 is past the end. There are 3 pages: go back with Previous.');
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('announces the new range when the page changes', async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      return <Pager page={page} pageSize={25} total={30} label="Users" onPageChange={setPage} />;
    }
    render(<Paged />);
    const status = screen.getByText('Showing 1–25 of 30');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(next());
    expect(status).toHaveTextContent('Showing 26–30 of 30');
    expect(next()).toHaveFocus();
  });
});

describe('the page in the address', () => {
  function PageInAddress() {
    const [page, setPage] = usePageParam();
    const location = useLocation();
    return (
      <>
        <output>{`${page} ${location.search}`}</output>
        <Pager page={page} pageSize={25} total={80} label="Payments" onPageChange={setPage} />
      </>
    );
  }

  const shown = () => screen.getByRole('status').textContent;

  it('reads ?page=, writes it as pages change (none for the first) and keeps the other parameters', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/payment?status=PAID&page=2']}>
        <PageInAddress />
      </MemoryRouter>,
    );
    expect(shown()).toBe('2 ?status=PAID&page=2');
    await userEvent.click(next());
    expect(shown()).toBe('3 ?status=PAID&page=3');
    await userEvent.click(previous());
    await userEvent.click(previous());
    expect(shown()).toBe('1 ?status=PAID');
  });

  it.each(['?page=0', '?page=-2', '?page=two', '?page=1.5'])('reads %s as the first page', (search) => {
    render(
      <MemoryRouter initialEntries={[`/admin${search}`]}>
        <PageInAddress />
      </MemoryRouter>,
    );
    expect(shown()).toMatch(/^1 /);
  });
});
