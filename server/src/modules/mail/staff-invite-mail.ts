import { formatHotelDateTime } from '../../shared/dates';
import { Logger } from '../../shared/logger';
import { mailSender, type HotelProfile, type HotelProfileReader } from '../hotel-settings';
import { button, escapeHtml, factRow, factTable, guestMailHtml, paragraph, textFooter } from './guest-mail-layout';
import type { Mailer, MailMessage } from './mailer';

/** An invite to the admin area, as the staff service hands it over (admin-auth's StaffInviteMail). */
export interface StaffInviteMessage {
  to: string;
  name: string;
  roleLabel: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}

/** "You are invited to {hotel}'s admin area": the one-time link to set a password. */
export function staffInviteMail(invite: StaffInviteMessage, hotel: HotelProfile): MailMessage {
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

/** Sends staff invites; a mail that cannot go out is logged (the owner has the link on screen). */
export function staffInviteNotifier(mailer: Pick<Mailer, 'send'>, logger: Logger, hotelProfile: HotelProfileReader) {
  return async (invite: StaffInviteMessage): Promise<void> => {
    try {
      const sent = await mailer.send(staffInviteMail(invite, await hotelProfile.get()));
      logger.info({ to: invite.to, transport: sent.transport, file: sent.file }, 'staff invite mail sent');
    } catch (error) {
      logger.error({ err: error, to: invite.to }, 'staff invite mail failed');
    }
  };
}
