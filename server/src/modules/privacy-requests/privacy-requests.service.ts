import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import type { RequestOrigin } from '../abuse-limits';
import { AuditAction, type AuditService } from '../audit';
import type { HotelProfileReader } from '../hotel-settings';
import type { BookingLifecycle } from '../bookings';
import type { BookingsByPhoneService, GuestProofService } from '../self-service';
import { eraseGuestData } from './erasure';
import { collectGuestData, renderGuestDataPdf, type GuestData, type GuestScope } from './guest-data';
import { PrivacyRequestErrorCode } from './privacy-request-errors';
import { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus, type PrivacyProof } from './privacy-request.entity';

/** A guest's request is answered within this many days (DPDP Rules 2025: grievances within 90 days). */
export const ANSWER_WITHIN_DAYS = 90;
/** How long an access answer's download links work. */
export const DATA_LINK_MINUTES = 30;
/** Open requests one contact may have at a time: enough for a real guest, a wall against flooding the queue. */
export const MAX_OPEN_PER_CONTACT = 5;
const MAX_MESSAGE = 2000;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** What the guest sends from /privacy/requests. */
export interface PrivacyRequestFiling {
  kind?: unknown;
  message?: unknown;
  /** Proof one: a booking code and the booking's email or phone. */
  bookCode?: unknown;
  contact?: unknown;
  /** Proof two: a phone and the one-time code sent to it (requestBookingCode with forPrivacyRequest). */
  phone?: unknown;
  code?: unknown;
}

/** The answer to the guest: the request, and for access the data with links to download it. */
export interface FiledPrivacyRequest {
  request: PrivacyRequest;
  data: GuestData | null;
  jsonUrl: string | null;
  pdfUrl: string | null;
}

export interface PrivacyRequestsNeeds {
  dataSource: DataSource;
  clock: Clock;
  audit: AuditService;
  hotelProfile: HotelProfileReader;
  guestProofs: Pick<GuestProofService, 'find'>;
  bookingsByPhone: Pick<BookingsByPhoneService, 'proveCode'>;
  /** The booking lifecycle: an erasure forgets a booking's contact details through it. */
  bookingLifecycle: Pick<BookingLifecycle, 'forgetContacts'>;
  serverSecret: string;
}

/**
 * Guests' rights over their personal data (issue 29, item 5; DPDP Act 2023 ss.11–13): a guest
 * proves who they are (a booking code and its contact, or a one-time code to their phone) and asks
 * for a copy (answered at once, as JSON and PDF behind short-lived signed links), a correction,
 * an erasure or a grievance; the owner or manager answers from the queue within 90 days, and an
 * erasure does what the law allows and says what it kept and why.
 */
export class PrivacyRequestsService {
  private readonly linkKey: Buffer;

  constructor(private readonly needs: PrivacyRequestsNeeds) {
    this.linkKey = createHmac('sha256', needs.serverSecret).update('privacy-data-link/v1').digest();
  }

  async file(filing: PrivacyRequestFiling, origin: RequestOrigin): Promise<FiledPrivacyRequest> {
    const kind = kindOf(filing.kind);
    const message = messageOf(filing.message, kind);
    const { scope, contact, proof, bookCodes } = await this.prove(filing, origin);
    const now = this.needs.clock();
    const request = await this.needs.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`privacy-request:${contact}`]);
      const open = await manager.countBy(PrivacyRequest, { contact, status: PrivacyRequestStatus.OPEN });
      if (open >= MAX_OPEN_PER_CONTACT) {
        throw new DomainError(
          PrivacyRequestErrorCode.PrivacyRequestsTooMany,
          `You have ${open} requests we have not answered yet. We will answer them first; please call us if it is urgent.`,
          undefined,
          'rate_limited',
        );
      }
      const answeredNow = kind === PrivacyRequestKind.ACCESS;
      return manager.save(
        manager.create(PrivacyRequest, {
          reference: newReference(),
          kind,
          status: answeredNow ? PrivacyRequestStatus.DONE : PrivacyRequestStatus.OPEN,
          contact,
          proof,
          bookCodes,
          message,
          receivedAt: now,
          dueAt: new Date(now.getTime() + ANSWER_WITHIN_DAYS * 86_400_000),
          resolvedAt: answeredNow ? now : null,
          resolvedBy: answeredNow ? 'the website, at once' : null,
          resolution: answeredNow ? 'A copy of your data was given to you at once, to download.' : null,
          erasure: null,
        }),
      );
    });
    if (kind !== PrivacyRequestKind.ACCESS) return { request, data: null, jsonUrl: null, pdfUrl: null };
    const data = await this.dataOf(this.needs.dataSource.manager, request, scope);
    return { request, data, jsonUrl: this.dataLink(request, 'json'), pdfUrl: this.dataLink(request, 'pdf') };
  }

  /** The queue: open requests soonest due first, or those of a status, newest first (at most 200). */
  list(status?: PrivacyRequestStatus | null): Promise<PrivacyRequest[]> {
    return this.needs.dataSource.getRepository(PrivacyRequest).find({
      where: status ? { status } : {},
      order: status === PrivacyRequestStatus.OPEN ? { dueAt: 'ASC' } : { receivedAt: 'DESC' },
      take: 200,
    });
  }

  /**
   * The owner or manager answers: done (an erasure then erases, in the same transaction, and the
   * answer says what went and what was kept) or refused, with the words for the guest. Audited.
   */
  async resolve(actor: Actor, id: unknown, outcome: unknown, note: unknown): Promise<PrivacyRequest> {
    const answer = typeof note === 'string' ? note.trim() : '';
    if (outcome !== PrivacyRequestStatus.DONE && outcome !== PrivacyRequestStatus.REFUSED) {
      throw new DomainError(
        PrivacyRequestErrorCode.PrivacyRequestInvalid,
        'Say whether the request is done or refused.',
        'outcome',
      );
    }
    if (answer.length > MAX_MESSAGE) {
      throw new DomainError(
        PrivacyRequestErrorCode.PrivacyRequestInvalid,
        `The answer is too long (at most ${MAX_MESSAGE} characters).`,
        'note',
      );
    }
    if (outcome === PrivacyRequestStatus.REFUSED && answer === '') {
      throw new DomainError(
        PrivacyRequestErrorCode.PrivacyRequestInvalid,
        'Say why the request is refused: the guest is told.',
        'note',
      );
    }
    return this.needs.dataSource.transaction(async (manager) => {
      const request = isUuid(id)
        ? await manager.findOne(PrivacyRequest, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!request) throw notFound(PrivacyRequestErrorCode.PrivacyRequestNotFound, 'No such privacy request.');
      if (request.status !== PrivacyRequestStatus.OPEN) {
        throw new DomainError(
          PrivacyRequestErrorCode.PrivacyRequestClosed,
          'This request has been answered already.',
          undefined,
          'conflict',
        );
      }
      const erasure =
        outcome === PrivacyRequestStatus.DONE && request.kind === PrivacyRequestKind.ERASURE
          ? await eraseGuestData(manager, await scopeOf(manager, request), this.needs.bookingLifecycle)
          : null;
      const words = [answer, ...(erasure ? erasureInWords(erasure) : [])].filter((part) => part !== '').join('\n\n');
      Object.assign(request, {
        status: outcome,
        resolvedAt: this.needs.clock(),
        resolvedBy: actor.label,
        resolution: words || 'Done.',
        erasure,
      });
      await manager.save(request);
      await this.needs.audit.record(manager, actor, {
        action: AuditAction.PRIVACY_REQUEST_RESOLVED,
        detail: `Privacy request ${request.reference} (${request.kind}) ${outcome}${erasure ? `: erased ${erasure.erased.length} kinds of data, kept ${erasure.kept.length}` : ''}`,
      });
      return request;
    });
  }

  /** An access answer's download (GET /api/privacy/requests/:id/data.json|pdf): the link's key and time checked. */
  async download(
    id: unknown,
    format: 'json' | 'pdf',
    expires: unknown,
    key: unknown,
  ): Promise<{ body: Buffer; fileName: string }> {
    const until = Number(expires);
    const request = isUuid(id) ? await this.needs.dataSource.getRepository(PrivacyRequest).findOneBy({ id }) : null;
    const valid =
      request !== null &&
      request.kind === PrivacyRequestKind.ACCESS &&
      Number.isSafeInteger(until) &&
      until > this.needs.clock().getTime() &&
      typeof key === 'string' &&
      this.keyMatches(request.id, until, key);
    if (!valid) {
      throw new DomainError(
        PrivacyRequestErrorCode.PrivacyDataLinkInvalid,
        'This link has expired or is not right. Ask for your data again on the privacy requests page.',
        undefined,
        'not_found',
      );
    }
    const manager = this.needs.dataSource.manager;
    const data = await this.dataOf(manager, request, await scopeOf(manager, request));
    const fileName = `your-data-${request.reference}.${format}`;
    if (format === 'json') return { body: Buffer.from(JSON.stringify(data, null, 2)), fileName };
    return { body: await renderGuestDataPdf(data, request.reference), fileName };
  }

  private async dataOf(manager: EntityManager, _request: PrivacyRequest, scope: GuestScope): Promise<GuestData> {
    const hotel = (await this.needs.hotelProfile.get()).name;
    return collectGuestData(manager, scope, hotel, this.needs.clock());
  }

  /** Proof one (booking code and contact: that booking) or two (a one-time code: the phone's bookings and events). */
  private async prove(filing: PrivacyRequestFiling, origin: RequestOrigin) {
    const manager = this.needs.dataSource.manager;
    if (filing.code !== undefined && filing.code !== null && filing.code !== '') {
      const phone = await this.needs.bookingsByPhone.proveCode(filing.phone, filing.code, origin);
      const scope = await phoneScope(manager, phone);
      const proof: PrivacyProof = 'one-time code';
      return { scope, contact: phone, proof, bookCodes: await codesOf(manager, scope.bookingIds) };
    }
    const booking = await this.needs.guestProofs.find(filing.bookCode, filing.contact, origin);
    const contact = String(filing.contact).trim().toLowerCase();
    const proof: PrivacyProof = 'booking code and contact';
    return { scope: { bookingIds: [booking.id], phone: null }, contact, proof, bookCodes: [booking.bookCode] };
  }

  private dataLink(request: PrivacyRequest, format: 'json' | 'pdf'): string {
    const until = this.needs.clock().getTime() + DATA_LINK_MINUTES * 60_000;
    return `/api/privacy/requests/${request.id}/data.${format}?expires=${until}&key=${this.keyOf(request.id, until)}`;
  }

  private keyOf(id: string, until: number): string {
    return createHmac('sha256', this.linkKey).update(`${id}:${until}`).digest('base64url');
  }

  private keyMatches(id: string, until: number, key: string): boolean {
    const expected = Buffer.from(this.keyOf(id, until));
    const given = Buffer.from(key);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function kindOf(raw: unknown): PrivacyRequestKind {
  if (Object.values(PrivacyRequestKind).includes(raw as PrivacyRequestKind)) return raw as PrivacyRequestKind;
  throw new DomainError(PrivacyRequestErrorCode.PrivacyRequestInvalid, 'Choose what you are asking for.', 'kind');
}

function messageOf(raw: unknown, kind: PrivacyRequestKind): string | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length > MAX_MESSAGE) {
    throw new DomainError(
      PrivacyRequestErrorCode.PrivacyRequestInvalid,
      `Please keep it under ${MAX_MESSAGE} characters.`,
      'message',
    );
  }
  if (text === '' && (kind === PrivacyRequestKind.CORRECTION || kind === PrivacyRequestKind.GRIEVANCE)) {
    const what = kind === PrivacyRequestKind.CORRECTION ? 'what is wrong and what it should say' : 'your complaint';
    throw new DomainError(PrivacyRequestErrorCode.PrivacyRequestInvalid, `Tell us ${what}.`, 'message');
  }
  return text === '' ? null : text;
}

/** Every booking of the phone (kept before phones were stored in E.164: its ten digits too). */
async function phoneScope(manager: EntityManager, phone: string): Promise<GuestScope> {
  const forms = phone.startsWith('+91') ? [phone, phone.slice(3)] : [phone];
  const rows = await manager.query<{ id: string }[]>(`SELECT id FROM booking WHERE user_phone = ANY($1)`, [forms]);
  return { bookingIds: rows.map((row) => row.id), phone };
}

/** The scope a filed request covers, from what it recorded. */
async function scopeOf(manager: EntityManager, request: PrivacyRequest): Promise<GuestScope> {
  if (request.proof === 'one-time code') return phoneScope(manager, request.contact);
  const rows = await manager.query<{ id: string }[]>(`SELECT id FROM booking WHERE book_code = ANY($1)`, [request.bookCodes]);
  return { bookingIds: rows.map((row) => row.id), phone: null };
}

async function codesOf(manager: EntityManager, ids: string[]): Promise<string[]> {
  const rows = await manager.query<{ book_code: string }[]>(
    `SELECT book_code FROM booking WHERE id = ANY($1::uuid[]) ORDER BY check_in`,
    [ids],
  );
  return rows.map((row) => row.book_code);
}

function erasureInWords(report: { erased: string[]; kept: Array<{ what: string; why: string }> }): string[] {
  return [
    report.erased.length > 0
      ? `Erased:\n${report.erased.map((line) => `- ${line}`).join('\n')}`
      : 'There was nothing more we could erase.',
    ...(report.kept.length > 0 ? [`Kept, and why:\n${report.kept.map((item) => `- ${item.what}: ${item.why}`).join('\n')}`] : []),
  ];
}

function newReference(): string {
  let reference = 'PR';
  for (let i = 0; i < 6; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
