import { ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { HOTEL } from '../../../lib/hotel';

/**
 * A rooms screen's heading; it also names the browser tab (in the admin area's "… · Admin · hotel"
 * form), which screen readers announce on navigation.
 */
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
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin · ${HOTEL.shortName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

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
