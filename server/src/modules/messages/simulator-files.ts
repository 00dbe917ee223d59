import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the channels' simulators send, as files in DATA_DIR/outbox/ beside the mails. A file is
 * named by the message's idempotency key, so a send tried again after a crash (the file written,
 * the outbox row not yet marked sent) finds it and answers the same provider id, sending nothing twice.
 */
export class SimulatorFiles {
  constructor(private readonly outboxDir: string) {}

  /** `whatsapp-<digest of the key>.json`: one file per message, whatever the attempt. */
  fileFor(channel: 'whatsapp' | 'sms', idempotencyKey: string): string {
    const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
    return path.join(this.outboxDir, `${channel}-${digest}.json`);
  }

  /** The file's JSON when an earlier attempt wrote it. */
  async existing<T>(file: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A temp name and a rename, so whoever watches the folder never reads half a message. */
  async write(file: string, content: unknown): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    try {
      await writeFile(temp, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
