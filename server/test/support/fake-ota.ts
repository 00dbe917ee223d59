import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** A stay as an OTA's calendar lists it. */
export interface FakeOtaEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary?: string;
}

const compact = (date: string) => date.replaceAll('-', '');

/** An OTA's iCal feed as Booking.com writes one: all-day events, "CLOSED - Not available", CRLF. */
export function otaCalendar(events: FakeOtaEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fake OTA//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20261120T000000Z',
      `DTSTART;VALUE=DATE:${compact(event.checkIn)}`,
      `DTEND;VALUE=DATE:${compact(event.checkOut)}`,
      `SUMMARY:${event.summary ?? 'CLOSED - Not available'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A local fake of an OTA's calendar export on 127.0.0.1: each path serves the events set for it
 * (or a status), with an ETag, answering If-None-Match with 304 as the real ones do; it counts
 * the requests each path got.
 */
export class FakeOta {
  private readonly feeds = new Map<string, { events?: FakeOtaEvent[]; status?: number; body?: string }>();
  readonly requests = new Map<string, number>();
  private server?: Server;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/';
      this.requests.set(path, (this.requests.get(path) ?? 0) + 1);
      const feed = this.feeds.get(path);
      if (!feed) {
        res.writeHead(404).end('no such calendar');
        return;
      }
      if (feed.status) {
        res.writeHead(feed.status).end('unavailable');
        return;
      }
      const body = feed.body ?? otaCalendar(feed.events ?? []);
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The calendar at `path` lists these events from now on. */
  serve(path: string, events: FakeOtaEvent[]): string {
    this.feeds.set(path, { events });
    return this.url(path);
  }

  /** The calendar at `path` answers this status (500: the OTA is down). */
  fail(path: string, status = 500): void {
    this.feeds.set(path, { status });
  }

  /** The calendar at `path` answers this text as it is (another system's export). */
  serveText(path: string, body: string): string {
    this.feeds.set(path, { body });
    return this.url(path);
  }

  url(path: string): string {
    return this.origin + path;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
