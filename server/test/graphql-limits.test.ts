import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { getIntrospectionQuery, parse } from 'graphql';
import { hotelSchema } from '../src/graphql/schema';
import { IntrospectionCache } from '../src/graphql/introspection-cache';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const aliased = (copies: number, field: string) => `{ ${Array.from({ length: copies }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('an introspection bomb', () => {
  it('is refused with a clear 400 in well under a second, before anything runs', async () => {
    const bomb = aliased(2500, '__schema { types { name fields { name type { name ofType { name } } } } }');
    expect(bomb.length).toBeGreaterThan(200_000);
    const started = performance.now();
    const response = await gql(app, bomb);
    const elapsedMs = performance.now() - started;
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(errorCodes(response)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(response.errors![0].message).toBe('Query is too long: more than 2000 tokens. Send a shorter query.');
    expect(elapsedMs).toBeLessThan(1000);
  });
});

describe('aliases: at most 15 per operation', () => {
  it('answers 15 aliased fields', async () => {
    const response = await gql(app, aliased(15, '__typename'));
    expect(response.errors).toBeUndefined();
    expect(response.data.a14).toBe('Query');
  });

  it('refuses 16, counting those inside fragments each time they are spread', async () => {
    for (const query of [
      aliased(16, '__typename'),
      `{ ...F a: __typename b: __typename } fragment F on Query { ${Array.from({ length: 7 }, (_, i) => `f${i}: __typename`).join(' ')} } query Twice { ...F ...F c: __typename b: __typename }`,
    ]) {
      const response = await gql(app, query.includes('Twice') ? query.replace(/^\{[^}]*\} /, '') : query);
      expect(response.status).toBe(400);
      expect(errorCodes(response)).toEqual(['QUERY_TOO_COSTLY']);
      expect(response.errors![0].message).toMatch(/^Query has too many aliases: 16, the limit is 15\. /);
    }
  });
});

describe('introspection', () => {
  it('allows one __schema per operation, not two', async () => {
    const response = await gql(app, '{ a: __schema { queryType { name } } b: __schema { queryType { name } } }');
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['QUERY_TOO_COSTLY']);
    expect(response.errors![0].message).toBe('Query asks for __schema 2 times; ask for it once per operation.');
    expect((await gql(app, '{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
  });

  it('counts toward the cost limit', async () => {
    const response = await gql(app, '{ __schema { types { fields { args { type { fields { args { name } } } } } } } }');
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['QUERY_TOO_COSTLY']);
    expect(response.errors![0].message).toMatch(/^Query is too costly: \d+ points, the limit is 1000$/);
  });

  it('answers the standard introspection queries of tools (from the cache, so past the cost limit)', async () => {
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true })]) {
      const response = await gql(app, query);
      expect(response.errors).toBeUndefined();
      expect(response.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Room');
    }
  });

  it('works out the standard answer once per schema and answers it again from memory', async () => {
    const cache = new IntrospectionCache(await hotelSchema());
    const document = parse(getIntrospectionQuery());
    const key = cache.standardKey(document)!;
    expect(key).toBeDefined();
    const first = cache.answer(key, document);
    expect(cache.answer(key, parse(getIntrospectionQuery()))).toBe(first);
    expect(cache.standardKey(parse('{ __schema { types { name } } }'))).toBeUndefined();
  });
});

describe('multipart (upload) requests', () => {
  /**
   * Starts a multipart upload of which only the first megabyte is ever sent, and answers the
   * response that comes back while the request is still open.
   */
  function openUpload(token?: string): Promise<{ status: number; body: string; requestEnded: boolean }> {
    const boundary = 'hotel-boundary';
    const req = request(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(50 * 1024 * 1024),
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return new Promise((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, requestEnded: req.writableEnded }));
      });
      const operations = JSON.stringify({
        query: 'mutation ($f: [Upload!]) { createRoom(input: {}, images: $f) { errors { code } } }',
        variables: { f: [null] },
      });
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f.0"]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      req.write(Buffer.alloc(1024 * 1024, 7));
    });
  }

  it.each([
    ['without a token', undefined, 'Please sign in to continue'],
    ['with a forged token', 'not-a-token', 'Please sign in to continue'],
  ])('%s are answered 401 before the body is read, and nothing is stored', async (_label, token, message) => {
    const answer = await openUpload(token);
    expect(answer.status).toBe(401);
    expect(answer.requestEnded).toBe(false);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(existsSync(app.config.uploadsDir) ? readdirSync(app.config.uploadsDir) : []).toEqual([]);
  });
});
