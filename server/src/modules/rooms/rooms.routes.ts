import { RequestHandler, Router } from 'express';
import { imageUpload, incomingImages } from '../../rest/multipart';
import { presentRoom } from './room-presenter';
import { requestBody } from '../../rest/request-body';
import { preparedOk, sendOk, sendPrepared } from '../../rest/envelope';
import { Services } from '../../services';

export function roomsRoutes(
  services: Pick<Services, 'rooms' | 'availability' | 'uploads' | 'stayPrices'>,
  admin: RequestHandler,
): Router {
  const router = Router();

  router.get('/rooms', async (_req, res) => {
    const rooms = (await services.rooms.list({ onlyBookable: false })).map(presentRoom);
    sendOk(res, { message: 'Rooms loaded', rooms, data: rooms });
  });

  /**
   * With dates: rooms free for that stay and party, each with its `stayPrice` (the total GST
   * included, night by night); without: rooms open for booking.
   */
  router.get('/rooms/available', async (req, res) => {
    const { checkIn, checkOut, guests } = req.query;
    if (checkIn === undefined && checkOut === undefined) {
      const data = (await services.availability.bookableRooms({ guests })).map(presentRoom);
      sendOk(res, { message: data.length > 0 ? 'Available rooms loaded' : 'No rooms available', data, rooms: data });
      return;
    }
    // Served as serialised once per answer of the availability cache.
    const answer = await services.availability.pricedSearch({ checkIn, checkOut, guests }, 'rest', ({ rooms, prices }) => {
      const data = rooms.map((room) => ({ ...presentRoom(room), stayPrice: prices.get(room.id) }));
      return preparedOk({ message: data.length > 0 ? 'Available rooms loaded' : 'No rooms available', data, rooms: data });
    });
    sendPrepared(res, answer);
  });

  router.post('/rooms/create', admin, imageUpload.array('images'), async (req, res) => {
    const body = requestBody(req);
    const room = await services.rooms.create({ ...body, imageUrls: body.imageUrls ?? body.images }, incomingImages(req.files));
    sendOk(res, { message: 'Room created successfully!', data: presentRoom(room), room: presentRoom(room) }, 201);
  });

  router.get('/rooms/:id', async (req, res) => {
    const room = presentRoom(await services.rooms.get(String(req.params.id)));
    sendOk(res, { message: 'Room loaded', data: room, room });
  });

  router.put('/rooms/:id', admin, async (req, res) => {
    const body = requestBody(req);
    const room = await services.rooms.update(String(req.params.id), { ...body, imageUrls: body.imageUrls ?? body.images });
    sendOk(res, { message: 'Room updated successfully!', data: presentRoom(room), room: presentRoom(room) });
  });

  router.delete('/rooms/:id', admin, async (req, res) => {
    await services.rooms.delete(String(req.params.id));
    sendOk(res, { message: 'Room deleted successfully!' });
  });

  router.post('/upload/multiple', admin, imageUpload.array('images'), async (req, res) => {
    const images = await services.uploads.storeImages(incomingImages(req.files));
    sendOk(res, { message: `${images.length} image(s) uploaded`, data: { images } }, 201);
  });

  return router;
}
