import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { RoomDetailDocument } from '../../graphql/generated';
import { resetEmbeddedData, takeEmbeddedAnswer } from './embedded-data';

const ROOM = {
  __typename: 'Room',
  id: 'a3f04e66-dfad-4edc-b6c8-6410c96c3866',
  name: 'Single AC 102',
  description: 'A compact room',
  type: 'Single',
  maxCount: 1,
  rentPerDay: 1800,
  isAvailable: true,
  photos: [],
  amenities: ['AC'],
};

function pageWith(answers: unknown) {
  document.head.innerHTML = `<script id="route-data" type="application/json">${JSON.stringify(answers)}</script>`;
  resetEmbeddedData();
}

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe("the page's embedded answers", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    resetEmbeddedData();
  });

  it('go into the cache for the same query and variables, once', () => {
    pageWith({ RoomDetail: { variables: { id: ROOM.id }, data: { room: ROOM } } });
    const client = newClient();
    expect(takeEmbeddedAnswer(client, RoomDetailDocument, { id: ROOM.id })).toBe(true);
    expect(client.readQuery({ query: RoomDetailDocument, variables: { id: ROOM.id } })?.room?.name).toBe('Single AC 102');
    // A later visit of the route asks the server again.
    expect(takeEmbeddedAnswer(newClient(), RoomDetailDocument, { id: ROOM.id })).toBe(false);
  });

  it('are not used for other variables', () => {
    pageWith({ RoomDetail: { variables: { id: ROOM.id }, data: { room: ROOM } } });
    const client = newClient();
    expect(takeEmbeddedAnswer(client, RoomDetailDocument, { id: 'another-room' })).toBe(false);
    expect(client.readQuery({ query: RoomDetailDocument, variables: { id: 'another-room' } })).toBeNull();
  });

  it('are nothing when the page has none or a broken block', () => {
    expect(takeEmbeddedAnswer(newClient(), RoomDetailDocument, { id: ROOM.id })).toBe(false);
    document.head.innerHTML = '<script id="route-data" type="application/json">{"RoomDetail":</script>';
    resetEmbeddedData();
    expect(takeEmbeddedAnswer(newClient(), RoomDetailDocument, { id: ROOM.id })).toBe(false);
  });
});
