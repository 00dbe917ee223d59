import { useEffect } from 'react';
import { MinimumStayNote } from '../../../../components/price/MinimumStayNote';
import { NightPrices } from '../../../../components/price/NightPrices';
import { StayPriceTag } from '../../../../components/price/StayPriceTag';
import { Alert } from '../../../../components/ui/Alert';
import { AmenityList } from '../../../../components/ui/AmenityList';
import { ResponsivePhoto } from '../../../../components/ui/ResponsivePhoto';
import { Spinner } from '../../../../components/ui/Spinner';
import type { AvailableRoom } from '../../landing-types';
import { ENGLISH_WORDS, type WizardWords } from './wizard-words';

interface AvailableRoomsListProps {
  rooms: readonly AvailableRoom[];
  loading: boolean;
  error?: string;
  selectedRoomId: string;
  onSelect(roomId: string): void;
  /** The page's words (the container gives them; English where the list is shown alone). */
  words?: WizardWords;
}

/**
 * The free rooms as radio cards, each with its total for the stay (GST included): choosing one is
 * choosing the room to book. A room whose season needs more nights says so and cannot be chosen.
 */
export function AvailableRoomsList({
  rooms,
  loading,
  error,
  selectedRoomId,
  onSelect,
  words = ENGLISH_WORDS,
}: AvailableRoomsListProps) {
  const { wizard } = words;
  // A room chosen earlier (carried in from its page) that is not free for these dates is not chosen.
  const chosenIsOffered = rooms.some((room) => room.id === selectedRoomId && !room.stayPrice.minimumStay);
  useEffect(() => {
    if (!loading && selectedRoomId && !chosenIsOffered) onSelect('');
  }, [loading, selectedRoomId, chosenIsOffered, onSelect]);
  if (loading) return <Spinner label={wizard.t('checkingFreeRooms')} />;
  if (error) return <Alert tone="danger">{error}</Alert>;
  if (rooms.length === 0) {
    return (
      <Alert tone="info" title={wizard.t('noRoomsTitle')}>
        {wizard.t('noRoomsText')}
      </Alert>
    );
  }
  return (
    <fieldset className="room-choice">
      <legend className="room-choice__legend">{wizard.t('chooseYourRoom')}</legend>
      {rooms.map((room) => {
        const price = room.stayPrice;
        const selected = room.id === selectedRoomId;
        const minimumId = `wizard-room-${room.id}-minimum`;
        return (
          <div
            key={room.id}
            className={`room-choice__option${selected ? ' room-choice__option--selected' : ''}${
              price.minimumStay ? ' room-choice__option--closed' : ''
            }`}
          >
            <label className="room-choice__pick">
              <input
                type="radio"
                name="wizard-room"
                value={room.id}
                checked={selected}
                disabled={Boolean(price.minimumStay)}
                aria-describedby={price.minimumStay ? minimumId : undefined}
                onChange={() => onSelect(room.id)}
              />
              {room.photos[0] && (
                <ResponsivePhoto photo={room.photos[0]} alt="" sizes="96px" fallbackSize={{ width: 96, height: 64 }} />
              )}
              <span className="room-choice__text">
                <span className="room-choice__name">{room.name}</span>
                <span className="room-choice__facts">{wizard.t('upToGuests', { count: room.maxCount })}</span>
              </span>
            </label>
            {/* Outside the label: its +N more button is a control of its own, not a way to choose the room. */}
            <div className="room-choice__more">
              <AmenityList amenities={room.amenities} />
            </div>
            <div className="room-choice__price">
              {price.minimumStay ? (
                <MinimumStayNote minimum={price.minimumStay} id={minimumId} />
              ) : (
                <StayPriceTag price={price} />
              )}
              {price.nightsDiffer && <NightPrices nights={price.perNight} />}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
