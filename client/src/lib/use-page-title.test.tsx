import { render } from '@testing-library/react';
import { usePageTitle, type TitleArea } from './use-page-title';

function Titled({ title, area }: { title: string; area?: TitleArea }) {
  usePageTitle(title, area);
  return null;
}

describe('usePageTitle', () => {
  beforeEach(() => {
    document.title = 'Hotel Anand Residency & Banquet Hall';
  });

  it('names guest pages after the hotel and gives the earlier title back when the page goes', () => {
    const { unmount } = render(<Titled title="Contact Us" />);
    expect(document.title).toBe('Contact Us | Hotel Anand Residency & Banquet Hall');
    unmount();
    expect(document.title).toBe('Hotel Anand Residency & Banquet Hall');
  });

  it('names admin screens as part of the admin area', () => {
    render(<Titled title="Bookings" area="admin" />);
    expect(document.title).toBe('Bookings · Admin · Anand Residency');
  });
});
