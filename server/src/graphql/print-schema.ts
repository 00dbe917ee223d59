import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { hotelSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

export async function printedSchema(): Promise<string> {
  const header = '# Printed from the TypeGraphQL resolvers by `npm run schema:print`. Do not edit by hand.\n\n';
  return header + printSchema(await hotelSchema()) + '\n';
}

if (require.main === module) {
  void printedSchema().then((text) => {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${SCHEMA_FILE}`);
  });
}
