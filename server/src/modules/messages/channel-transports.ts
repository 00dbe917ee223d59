import path from 'node:path';
import type { AbuseLimitsService } from '../abuse-limits';
import type { ModuleContext } from '../../shared/module-context';
import type { MessageTransport, RenderedSms, RenderedWhatsApp } from './message-transport';
import { SimulatorFiles } from './simulator-files';
import type { MessagingConsentService } from './messaging-consent.service';
import type { SmsFallback } from './sms-fallback';
import { Msg91SmsTransport } from './sms/msg91-transport';
import { SmsSimulatorTransport } from './sms/sms-simulator';
import { WhatsAppWebhook } from './whatsapp-webhook';
import { WhatsAppCloudApiTransport } from './whatsapp/cloud-api-transport';
import { SimulatedWhatsAppWebhooks } from './whatsapp/simulated-webhooks';
import { WhatsAppSimulatorTransport } from './whatsapp/whatsapp-simulator';

/** The sender id the SMS simulator writes when SMS_SENDER_ID is unset. */
const SIMULATED_SENDER_ID = 'SIMSMS';

export interface ChannelTransports {
  whatsapp: MessageTransport<RenderedWhatsApp>;
  sms: MessageTransport<RenderedSms>;
  /**
   * With the WhatsApp simulator: its webhook sender, to simulate a guest's reply (the admin's
   * button, the tests) and to wait for its deliveries (`idle`) before stopping.
   */
  whatsappSimulator?: SimulatedWhatsAppWebhooks;
}

/**
 * The WhatsApp and SMS transports the configuration chooses (config-messaging.ts): Meta's Cloud
 * API with WHATSAPP_TOKEN, else the simulator; MSG91 with SMS_PROVIDER=msg91, else the simulator.
 * The simulators write to DATA_DIR/outbox/ beside the mails.
 */
export function createMessageTransports(context: Pick<ModuleContext, 'config' | 'clock' | 'logger'>): ChannelTransports {
  const { config, clock, logger } = context;
  const { whatsapp, sms } = config.messaging;
  const files = new SimulatorFiles(path.join(config.dataDir, 'outbox'));
  const smsTransport =
    sms.provider === 'msg91' && sms.apiKey && sms.senderId
      ? new Msg91SmsTransport({ apiUrl: sms.apiUrl, apiKey: sms.apiKey, senderId: sms.senderId })
      : new SmsSimulatorTransport({ apiUrl: sms.apiUrl, senderId: sms.senderId ?? SIMULATED_SENDER_ID }, files, clock);
  if (whatsapp.mode === 'cloud-api' && whatsapp.token) {
    return { whatsapp: new WhatsAppCloudApiTransport({ ...whatsapp, token: whatsapp.token }), sms: smsTransport };
  }
  const webhooks = new SimulatedWhatsAppWebhooks(
    {
      secret: config.messaging.simulatorSecret,
      phoneNumberId: whatsapp.phoneNumberId,
      delayMs: config.messaging.simulatorWebhookDelayMs,
      baseUrl: config.messaging.simulatorWebhookBaseUrl,
    },
    logger,
    clock,
  );
  const simulator = new WhatsAppSimulatorTransport(
    { apiUrl: whatsapp.apiUrl, phoneNumberId: whatsapp.phoneNumberId, publicBaseUrl: config.publicBaseUrl },
    files,
    webhooks,
    clock,
  );
  return { whatsapp: simulator, sms: smsTransport, whatsappSimulator: webhooks };
}

/** The webhook route's service: it checks Meta's signature with the app secret, or the simulator's with its own. */
export function createWhatsAppWebhook(
  context: ModuleContext,
  abuseLimits: AbuseLimitsService,
  consent: Pick<MessagingConsentService, 'recordWhatsAppStop'>,
  smsFallback?: SmsFallback,
): WhatsAppWebhook {
  const { whatsapp, simulatorSecret } = context.config.messaging;
  return new WhatsAppWebhook(
    context.dataSource,
    {
      secret: whatsapp.mode === 'cloud-api' ? whatsapp.appSecret : simulatorSecret,
      verifyToken: whatsapp.verifyToken,
      phoneNumberId: whatsapp.phoneNumberId,
    },
    abuseLimits,
    context.clock,
    context.logger,
    consent,
    smsFallback,
  );
}
