import { EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { formatHotelDateTime } from '../../shared/dates';
import { mailSender, type HotelProfile, type HotelProfileReader } from '../hotel-settings';
import { MessageChannel, MessageKind, MessageNoLongerApplies, MessageRenderers, queueMessage } from '../messages';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import { asRenderedMail, type MailMessage } from './mail-message';

/** An invite to the admin area, as the staff service hands it over (admin-auth's StaffInviteMail). */
export interface StaffInviteMessage {
  staffId: string;
  to: string;
  name: string;
  roleLabel: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}

/** "You are invited to {hotel}'s admin area": the one-time link to set a password. */
export function staffInviteMail(invite: Omit<StaffInviteMessage, 'staffId'>, hotel: HotelProfile): MailMessage {
  const until = formatHotelDateTime(invite.expiresAt);
  const lead = `${invite.invitedBy} has invited you to ${hotel.name}'s admin area as ${invite.roleLabel}.`;
  const how = `Open the link to choose your password; you are then signed in. The link works once, until ${until}.`;
  const text = [
    `Dear ${invite.name},`,
    '',
    lead,
    how,
    '',
    `Set your password: ${invite.link}`,
    '',
    ...textFooter(hotel),
    '',
  ].join('\n');
  const html = guestMailHtml(
    hotel,
    'Your admin account',
    [
      paragraph(`Dear ${invite.name},`),
      paragraph(lead),
      factTable([factRow('Role', escapeHtml(invite.roleLabel)), factRow('Sign-in email', escapeHtml(invite.to))]),
      button('Set your password', invite.link),
      paragraph(how, true),
    ].join('\n'),
  );
  return { from: mailSender(hotel), to: invite.to, subject: `Your admin account at ${hotel.name}`, text, html };
}

/**
 * Queues the invite's mail with the invite. The link is kept in the message (`secretLink`) only
 * until the mail is sent or failed (the account keeps only its hash); an invite made again is a
 * new link and a new mail.
 */
export function staffInviteQueue(clock: Clock) {
  return async (manager: EntityManager, invite: StaffInviteMessage): Promise<void> => {
    await queueMessage(manager, {
      kind: MessageKind.STAFF_INVITE,
      channel: MessageChannel.EMAIL,
      recipient: invite.to,
      subjectId: invite.staffId,
      extra: String(invite.expiresAt.getTime()),
      params: {
        name: invite.name,
        roleLabel: invite.roleLabel,
        invitedBy: invite.invitedBy,
        expiresAt: invite.expiresAt.toISOString(),
        secretLink: invite.link,
      },
      queuedAt: clock(),
    });
  };
}

/** Writes a queued invite mail from what the invite stored in it. */
export function registerStaffInviteMail(renderers: MessageRenderers, hotelProfile: HotelProfileReader): void {
  renderers.register(MessageKind.STAFF_INVITE, MessageChannel.EMAIL, async ({ recipient, params }) => {
    if (typeof params.secretLink !== 'string') {
      throw new MessageNoLongerApplies('the invite link is kept only until its mail goes: invite the person again');
    }
    const invite = {
      to: recipient,
      name: String(params.name),
      roleLabel: String(params.roleLabel),
      invitedBy: String(params.invitedBy),
      link: params.secretLink,
      expiresAt: new Date(String(params.expiresAt)),
    };
    return asRenderedMail(staffInviteMail(invite, await hotelProfile.get()));
  });
}
