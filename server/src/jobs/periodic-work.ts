import { DataSource } from 'typeorm';
import { Services } from '../services';
import { Logger } from '../shared/logger';
import { LOCKS, runExclusively } from './exclusive';

export const PERIODIC_WORK_MS = 60_000;

/** Photos uploaded before photos were re-encoded: this many get their variants each minute. */
export const OLD_PHOTOS_PER_RUN = 5;

/**
 * Frees the rooms of expired holds, the later nights of unpaid pay-at-hotel stays whose guest
 * never came (NO_SHOW_AFTER), and the hall sessions of lapsed event holds; re-sends refunds the
 * provider has not accepted yet; queues events' payment reminders and the day-before-arrival
 * messages (each once) and the owner's Form III alerts; imports the OTAs' calendars that are due; re-encodes a few photos stored before
 * uploads were re-encoded and removes the gallery photos no slide shows; once a day, purges the
 * data no longer needed (see data-retention.ts); and at DAY_CLOSE_AT closes the day (the night
 * audit, modules/day-close).
 */
type PeriodicServices = Pick<
  Services,
  | 'bookings'
  | 'payAtHotelNoShows'
  | 'refunds'
  | 'dataRetention'
  | 'eventLifecycle'
  | 'eventReminders'
  | 'photos'
  | 'hotelProfile'
  | 'dayClose'
  | 'ownerAlerts'
  | 'preArrivalMessages'
  | 'channelSync'
>;

export async function periodicWork(dataSource: DataSource, services: PeriodicServices, logger: Logger): Promise<void> {
  await runExclusively(dataSource, LOCKS.periodicWork, async () => {
    const expired = await services.bookings.expireHolds();
    const noShows = await services.payAtHotelNoShows.releaseDue();
    const releasedEvents = await dataSource.transaction((manager) => services.eventLifecycle.expireLapsedHolds(manager));
    const refunds = await services.refunds.retryPending();
    const eventReminders = await services.eventReminders.sendDue();
    const formIIIAlerts = await services.ownerAlerts.formIIIDue();
    const preArrival = await services.preArrivalMessages.queueDue();
    // OTA calendars whose ICAL_POLL_MINUTES are up (each claimed, so an instance outside this lock skips it too).
    const channelFeeds = await services.channelSync.pollDue();
    if (
      expired > 0 ||
      noShows > 0 ||
      releasedEvents > 0 ||
      refunds > 0 ||
      eventReminders > 0 ||
      formIIIAlerts > 0 ||
      preArrival > 0 ||
      channelFeeds > 0
    ) {
      logger.info(
        {
          expiredHolds: expired,
          payAtHotelNoShows: noShows,
          releasedEventHolds: releasedEvents,
          refundsResent: refunds,
          eventReminders,
          formIIIAlerts,
          preArrivalMessages: preArrival,
          channelFeedsSynced: channelFeeds,
        },
        'periodic work done',
      );
    }
    const photos = await services.photos.encodeOldUploads(OLD_PHOTOS_PER_RUN, logger);
    if (photos > 0) logger.info({ photos }, 'old photos re-encoded');
    const galleryPhotos = await services.hotelProfile.removeUnusedGalleryPhotos();
    if (galleryPhotos > 0) logger.info({ galleryPhotos }, 'unused gallery photos removed');
    const purged = await services.dataRetention.purgeIfDue();
    if (purged) logger.info({ purged }, 'daily purge done');
    // Once DAY_CLOSE_AT has passed: the day's close row makes it run once even beside a close by hand.
    await services.dayClose.closeDueDay();
  });
}

/** Runs the periodic work every minute (once across instances) until stopped. */
export function startPeriodicWork(dataSource: DataSource, services: PeriodicServices, logger: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = periodicWork(dataSource, services, logger)
      .catch((error) => logger.error({ err: error }, 'periodic work failed'))
      .finally(() => (running = undefined));
  }, PERIODIC_WORK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
