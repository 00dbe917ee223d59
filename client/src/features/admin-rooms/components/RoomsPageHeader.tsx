import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

/** A rooms screen's heading; it also names the browser tab. */
export function RoomsPageHeader({
  id,
  title,
  backToRooms = false,
  children,
}: {
  id: string;
  title: string;
  backToRooms?: boolean;
  children?: ReactNode;
}) {
  usePageTitle(title, 'admin');

  return (
    <header className="admin-rooms__header">
      <div>
        {backToRooms && (
          <Link to="/admin/rooms" className="admin-rooms__back">
            <span aria-hidden="true">← </span>All rooms
          </Link>
        )}
        <h1 id={id}>{title}</h1>
      </div>
      {children}
    </header>
  );
}
