import type { HotelProfileReader } from '../hotel-settings';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, formatStayDate, todayInHotel } from '../../shared/dates';
import { isUuid } from '../../shared/input';
import { eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventMoneyService } from './event-money.service';
import { eventPaymentPlan } from './event-payment-plan';
import { EVENT_STATUS_WORDS } from './event-status';
import { FunctionSheet, SOUND_CUT_OFF_LINE } from './function-sheet';
import { renderFunctionSheetPdf } from './function-sheet-pdf';
import { MenuDiet } from './menu-package.entity';

/** A blank note reads as none. */
const note = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The function sheet: what the kitchen and the hall staff work from on the day (the hall, the
 * times, the host, the covers, the menu and every note), and where the money stands, read from
 * the event, its hall, session and menu, and the shared ledger (EventMoneyService).
 */
export class FunctionSheetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly eventMoney: EventMoneyService,
    private readonly clock: Clock,
    private readonly hotelProfile: HotelProfileReader,
  ) {}

  async of(eventId: unknown): Promise<FunctionSheet> {
    const event = isUuid(eventId)
      ? await this.dataSource.getRepository(BanquetEvent).findOne({
          where: { id: eventId },
          relations: { hall: true, session: true, menuPackage: true },
        })
      : null;
    if (!event || !event.hall || !event.session) throw eventNotFound();
    const money = await this.eventMoney.of(event.id);
    const today = todayInHotel(this.clock());
    const plan = eventPaymentPlan({ terms: event.terms, eventDate: event.eventDate, money, today });
    const { startsAt, endsAt } = event.session;
    const menu = event.menuPackage;
    return {
      eventId: event.id,
      reference: event.reference,
      status: event.status,
      statusText: EVENT_STATUS_WORDS[event.status],
      eventDate: event.eventDate,
      dateText: formatStayDate(event.eventDate),
      hallName: event.hall.name,
      sessionName: event.session.name,
      startsAt,
      endsAt,
      timingText: `${startsAt}–${endsAt}${endsAt <= startsAt ? ' (ends after midnight)' : ''}`,
      occasion: event.occasion,
      hostName: event.hostName,
      hostPhone: event.hostPhone,
      hostEmail: event.hostEmail,
      expectedGuests: event.expectedGuests,
      guaranteedPlates: event.guaranteedPlates,
      guaranteeCutoffDate: addDays(event.eventDate, -event.terms.guaranteeCutoffDays),
      menu: menu
        ? { name: menu.name, diet: menu.diet, dietText: menu.diet === MenuDiet.VEG ? 'Veg' : 'Non-veg', dishes: menu.dishes }
        : null,
      dietaryNotes: note(event.dietaryNotes),
      setupNotes: note(event.setupNotes),
      decorationNotes: note(event.decorationNotes),
      soundNotes: note(event.soundNotes),
      soundRule: SOUND_CUT_OFF_LINE,
      customerNotes: note(event.notes),
      totalPaise: plan.totalPaise,
      total: plan.totalPaise / 100,
      receivedPaise: plan.paidPaise,
      received: plan.paidPaise / 100,
      balancePaise: plan.balancePaise,
      balance: plan.balancePaise / 100,
      payments: plan.steps,
      preparedOn: today,
    };
  }

  /** The sheet as an A4 PDF, named by the event's reference. */
  async pdf(eventId: unknown): Promise<{ fileName: string; pdf: Buffer }> {
    const sheet = await this.of(eventId);
    return {
      fileName: `function-sheet-${sheet.reference}.pdf`,
      pdf: await renderFunctionSheetPdf(sheet, (await this.hotelProfile.get()).name),
    };
  }
}
