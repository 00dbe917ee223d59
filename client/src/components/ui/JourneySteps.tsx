import { useChunkMessages } from '../../i18n';
import englishJourney from '../../i18n/generated/en/journey';
import './journey-steps.css';

/** The booking's steps from the rooms page on; the landing's wizard has its own four stages before them. */
export const JOURNEY_STEPS = ['Room', 'Details', 'Payment', 'Done'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/**
 * Where the guest is in the booking, one indicator on every page of it: the rooms page (Room),
 * /user-details (Details), /payment (Payment) and the booking's page (Done).
 */
export function JourneySteps({ current }: { current: JourneyStep }) {
  const { t } = useChunkMessages('journey', englishJourney);
  const at = JOURNEY_STEPS.indexOf(current);
  const finished = current === 'Done';
  return (
    <nav aria-label={t('bookingSteps')}>
      <ol className="booking-steps">
        {JOURNEY_STEPS.map((step, index) => {
          const done = index < at || finished;
          return (
            <li
              key={step}
              className={index === at ? 'is-current' : done ? 'is-done' : undefined}
              aria-current={index === at ? 'step' : undefined}
            >
              <span className="booking-steps__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="booking-steps__label">{t('step', { step })}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
