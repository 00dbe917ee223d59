import { lazy } from 'react';

/** The admin's pages for rooms, by name: each its own chunk, named with the admin's other pages (admin/pages.tsx). */
export const adminRoomsPages = {
  AdminRoomsPage: lazy(() => import('./pages/AdminRoomsPage')),
  CreateRoomPage: lazy(() => import('./pages/CreateRoomPage')),
  EditRoomPage: lazy(() => import('./pages/EditRoomPage')),
};
