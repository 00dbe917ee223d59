import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RoomDetailDocument } from '../../../graphql/generated';
import { useRoomDetail } from './use-room-detail';

/**
 * The room page's live part hands this state to the page in an effect that runs when the state
 * changes: a new object on every render would make the page render again and again (and starve
 * a navigation away from it).
 */
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider
    mocks={[
      {
        request: { query: RoomDetailDocument, variables: { id: ROOM_ID } },
        error: new Error('The server is down'),
        delay: 20,
      },
    ]}
  >
    {children}
  </MockedProvider>
);
const ROOM_ID = '5e5c1c81-b19b-4478-8d3a-6975fa06a9bf';

describe('the state the room page is handed', () => {
  it('useRoomDetail: the same object while loading, and again once it failed', async () => {
    const { result, rerender } = renderHook(() => useRoomDetail(ROOM_ID), { wrapper });
    const loading = result.current;
    rerender();
    expect(result.current).toBe(loading);
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    rerender();
    expect(result.current).toBe(failed);
  });
});
