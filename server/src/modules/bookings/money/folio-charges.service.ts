import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { todayInHotel } from '../../../shared/dates';
import { isUuid } from '../../../shared/input';
import { formatRupees } from '../../../shared/money';
import { AuditAction, AuditService } from '../../audit';
import {
  assertDaysOpen,
  FolioChargeDefaultInput,
  folioChargeDefaults,
  FolioChargeInput,
  FolioChargeLine,
  folioChargeNotFound,
  folioChargesOf,
  parseFolioCharge,
  parseFolioChargeDefaults,
  parseReason,
  postFolioCharge,
  reverseFolioCharge,
  saveFolioChargeDefaults,
  TaxDocumentsService,
} from '../../billing';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking } from '../booking.entity';
import { BookingMoneyService } from './booking-money.service';

export interface AddFolioChargeInput extends FolioChargeInput {
  bookingId: unknown;
}

export interface FolioChargeResult {
  /** The new line: the charge, or the reversing line. */
  charge: FolioChargeLine;
  booking: Booking;
}

/**
 * Extras on a stay's folio at the desk: a charge posted to a guest in the house at its kind's SAC
 * and GST rate (the owner's defaults), and a wrong one reversed with a reason. Each act runs in
 * one transaction on the locked booking with its audit line; billing writes the lines
 * (folio-charges), the booking's payment status follows its folio (BookingMoneyService.settle),
 * and the invoice at check-out lists each charge with its GST.
 */
export class FolioChargesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
  ) {}

  async add(actor: Actor, input: AddFolioChargeInput): Promise<FolioChargeResult> {
    const parsed = parseFolioCharge(input);
    const today = todayInHotel(this.clock());
    const chargeId = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, input.bookingId);
      this.lifecycle.assertCan(booking, 'postCharge');
      await assertDaysOpen(manager, actor, [today], { what: 'a charge', link: { bookingId: booking.id } });
      const charge = await postFolioCharge(manager, booking.id, parsed, actor, today);
      const money = await this.bookingMoney.settle(manager, booking);
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.CHARGE_POSTED,
        detail: `${charge.description}: ${charge.quantity} × ${formatRupees(charge.unitPricePaise)} + GST = ${formatRupees(charge.totalPaise)}; balance due ${formatRupees(money.balanceDuePaise)}`,
        bookingId: booking.id,
      });
      return charge.id;
    });
    return this.answer(chargeId);
  }

  async reverse(actor: Actor, chargeId: unknown, rawReason: unknown): Promise<FolioChargeResult> {
    const reason = parseReason(rawReason);
    if (!isUuid(chargeId)) throw folioChargeNotFound();
    const first = await this.dataSource.getRepository(FolioChargeLine).findOneBy({ id: chargeId });
    if (!first) throw folioChargeNotFound();
    const today = todayInHotel(this.clock());
    const reversalId = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, first.bookingId);
      this.lifecycle.assertCan(booking, 'reverseCharge');
      await assertDaysOpen(manager, actor, [today], { what: 'a charge reversal', link: { bookingId: booking.id } });
      const { original, reversal } = await reverseFolioCharge(manager, booking.id, first.id, reason, actor, today);
      const money = await this.bookingMoney.settle(manager, booking);
      await this.taxDocuments.reconcile(manager, booking.id, actor);
      await this.audit.record(manager, actor, {
        action: AuditAction.CHARGE_REVERSED,
        detail: `${original.description} (${formatRupees(original.totalPaise)}, posted by ${original.postedBy}) reversed: ${reason}; balance due ${formatRupees(money.balanceDuePaise)}`,
        bookingId: booking.id,
      });
      return reversal.id;
    });
    return this.answer(reversalId);
  }

  /** The stay's charge lines, reversing lines included, oldest first. */
  async of(bookingId: unknown, manager: EntityManager = this.dataSource.manager): Promise<FolioChargeLine[]> {
    if (!isUuid(bookingId)) return [];
    return folioChargesOf(manager, bookingId);
  }

  /** Each kind's SAC, GST rate and usual price, as the desk's form starts from them. */
  async defaults() {
    return Object.values(await folioChargeDefaults(this.dataSource.manager));
  }

  /** The owner's (or manager's) new defaults, audited as a settings change. */
  async updateDefaults(actor: Actor, inputs: readonly FolioChargeDefaultInput[]) {
    const parsed = parseFolioChargeDefaults(inputs);
    await this.dataSource.transaction(async (manager) => {
      const changes = await saveFolioChargeDefaults(manager, parsed, actor, this.clock());
      if (changes.length === 0) return;
      await this.audit.record(manager, actor, {
        action: AuditAction.SETTINGS_CHANGED,
        detail: `Charge defaults: ${changes.join('; ')}`,
      });
    });
    return this.defaults();
  }

  private async answer(chargeId: string): Promise<FolioChargeResult> {
    const charge = await this.dataSource.getRepository(FolioChargeLine).findOneByOrFail({ id: chargeId });
    const booking = await this.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: charge.bookingId }, relations: { lines: { pax: true } } });
    return { charge, booking };
  }
}
