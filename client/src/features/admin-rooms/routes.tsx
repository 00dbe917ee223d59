import { lazy, ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner';

const AdminRoomsPage = lazy(() => import('./pages/AdminRoomsPage'));
const CreateRoomPage = lazy(() => import('./pages/CreateRoomPage'));
const EditRoomPage = lazy(() => import('./pages/EditRoomPage'));

/** Each page waits for its chunk inside the admin layout, which stays on screen meanwhile. */
function page(element: ReactNode): ReactNode {
  return (
    <Suspense
      fallback={
        <div className="admin-rooms" aria-busy="true">
          <Spinner />
        </div>
      }
    >
      {element}
    </Suspense>
  );
}

/** Child routes of /admin for rooms: rooms, rooms/create, rooms/edit/:id. */
export const adminRoomsRoutes: RouteObject[] = [
  { path: 'rooms', element: page(<AdminRoomsPage />) },
  { path: 'rooms/create', element: page(<CreateRoomPage />) },
  { path: 'rooms/edit/:id', element: page(<EditRoomPage />) },
];
