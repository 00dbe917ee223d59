/** Child routes of /admin for rooms, as [path, page] (the pages: ./pages.ts). */
export const adminRoomsRoutes = [
  ['rooms', 'AdminRoomsPage'],
  ['rooms/create', 'CreateRoomPage'],
  ['rooms/edit/:id', 'EditRoomPage'],
] as const;
