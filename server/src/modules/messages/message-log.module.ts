import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import { MessageLogService, MessageSubject } from './message-log.service';
import { MessagingConsentService } from './messaging-consent.service';
import { MessagingLinks } from './messaging-links';

/** Guests' WhatsApp choices, the opt-out link, and the message log (issue 28, items 4 and 5). */
export interface MessageLogServices {
  messagingConsent: MessagingConsentService;
  /** Makes the opt-out link of a number, for the templates (and checks one). */
  messagingLinks: MessagingLinks;
  messageLog: MessageLogService;
}

export interface MessageLogNeeds {
  audit: AuditService;
  /** What a message's line in the audit log begins with (its booking's code, its event's reference). */
  subjectOf?: MessageSubject;
}

export function createMessageLogModule(context: ModuleContext, needs: MessageLogNeeds): MessageLogServices {
  const { dataSource, config, clock } = context;
  const messagingConsent = new MessagingConsentService(dataSource, needs.audit, clock);
  return {
    messagingConsent,
    messagingLinks: new MessagingLinks(config.jwtSecret, config.publicBaseUrl),
    messageLog: new MessageLogService(dataSource, messagingConsent, needs.audit, clock, needs.subjectOf),
  };
}
