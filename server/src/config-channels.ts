/** OTA calendar sync (issue 30): how often imported feeds are polled, and whether private addresses may be. */
export interface ChannelsConfig {
  /** ICAL_POLL_MINUTES: each imported feed is asked for again after this many minutes (default 15). */
  pollMinutes: number;
  /** ICAL_ALLOW_PRIVATE: feeds on loopback, private and link-local addresses may be fetched (tests' fake OTA only). */
  allowPrivate: boolean;
}

export function parseChannels(env: Record<string, string | undefined>, problems: string[]): ChannelsConfig {
  const minutes = env.ICAL_POLL_MINUTES?.trim() ?? '';
  let pollMinutes = 15;
  if (minutes !== '') {
    if (/^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= 1440) pollMinutes = Number(minutes);
    else problems.push('ICAL_POLL_MINUTES must be a whole number of minutes from 1 to 1440');
  }
  const allow = env.ICAL_ALLOW_PRIVATE?.trim() ?? '';
  if (allow !== '' && allow !== 'true' && allow !== 'false') problems.push('ICAL_ALLOW_PRIVATE must be true or false');
  return { pollMinutes, allowPrivate: allow === 'true' };
}
