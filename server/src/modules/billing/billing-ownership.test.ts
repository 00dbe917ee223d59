import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Billing is the only writer of the money's rows: payment (ledger entries: online payments,
 * promises, desk money, reversals), refund and tax_document. Stays and banquet events ask billing
 * to move money; they never write it. This reads the server's source and fails on a write anywhere
 * outside `modules/billing/` (TypeORM calls naming the entities, over one or several lines, or SQL
 * against the tables). Migrations and the demo seeds are outside the rule.
 */
const SRC = path.resolve(__dirname, '../..');
const BILLING = path.join(SRC, 'modules', 'billing') + path.sep;

const ENTITIES = '(Payment|Refund|TaxDocument)';
const VERBS = '(save|insert|update|upsert|delete|remove|softDelete|restore|increment|decrement)';
const PATTERNS = [
  // manager.save(Payment, …), manager.update(Refund, …), also with the entity on the next line.
  new RegExp(`\\.${VERBS}\\(\\s*${ENTITIES}\\b`, 'g'),
  // getRepository(Payment).update(…)
  new RegExp(`getRepository\\(\\s*${ENTITIES}\\s*\\)\\s*\\.\\s*${VERBS}\\(`, 'g'),
  // createQueryBuilder().update(Payment) / .insert().into(Refund) / .delete().from(TaxDocument)
  new RegExp(`\\.(update|delete|insert)\\(\\)\\s*\\.\\s*(from|into)?\\(?\\s*${ENTITIES}\\b`, 'g'),
  new RegExp(`\\.(update|into|from)\\(\\s*${ENTITIES}\\b\\s*\\)\\s*\\.\\s*(set|values)\\(`, 'g'),
  // SQL
  /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?(payment|refund|tax_document)"?(?=[\s(;`'"]|$)/gi,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' || name === 'seeds' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The money writes in a source text, as `line: text` (the line where each starts). */
export function moneyWrites(source: string): string[] {
  const found = new Map<number, string>();
  for (const pattern of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.set(line, `${line}: ${source.split('\n')[line - 1].trim()}`);
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
}

describe('billing owns the money rows', () => {
  it('is the only place that writes payments, refunds and tax documents', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(BILLING))
      .flatMap((file) => moneyWrites(readFileSync(file, 'utf8')).map((line) => `${path.relative(SRC, file)}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('recognises the writes it forbids, over one line or several', () => {
    expect(moneyWrites('await manager.save(Payment, attempt);')).toHaveLength(1);
    expect(moneyWrites('await manager.save(\n  Payment,\n  manager.create(Payment, { amountPaise }),\n);')).toHaveLength(1);
    expect(moneyWrites("await manager.update(Refund, { id }, { status: 'processed' });")).toHaveLength(1);
    expect(moneyWrites('await this.dataSource.getRepository(TaxDocument).delete({ id });')).toHaveLength(1);
    expect(moneyWrites('await manager.createQueryBuilder().update(Payment).set({ status }).execute();')).toHaveLength(1);
    expect(moneyWrites("await manager.query(`UPDATE payment SET status = 'cancelled'`);")).toHaveLength(1);
    expect(moneyWrites('INSERT INTO tax_document (id) VALUES ($1)')).toHaveLength(1);
    expect(moneyWrites('const entries = await manager.find(Payment, { where: { bookingId } });')).toEqual([]);
    expect(moneyWrites('await manager.save(Booking, booking);')).toEqual([]);
    expect(moneyWrites('UPDATE payment_plan SET x = 1')).toEqual([]);
  });
});
