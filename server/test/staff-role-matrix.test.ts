import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { Router } from 'express';
import { getMetadataStorage } from 'type-graphql';
import { hotelSchema } from '../src/graphql/schema';
import {
  Admin,
  mayDo,
  PERMISSIONS,
  PERMISSIONS_NOT_YET_BUILT,
  PERMISSION_INPUT_FIELDS,
  permissionTableMarkdown,
  refusalMessage,
  StaffRole,
  STAFF_ROLES,
} from '../src/modules/admin-auth';
import { Refund } from '../src/modules/billing';
import { HotelSettings } from '../src/modules/hotel-settings/hotel-settings.entity';
import { Room } from '../src/modules/rooms/room.entity';
import { apiRouter } from '../src/rest/api-router';
import { createLogger } from '../src/shared/logger';
import { createRoom, quoteFor } from './support/fixtures';
import { gql, GraphQLResponse } from './support/graphql';
import { call } from './support/http';
import { TestApp, useTestApp } from './support/test-app';

/**
 * The role matrix (issue 27): every admin GraphQL operation, taken from the built schema, and
 * every admin /api route, taken from the Express router, for every role, answers as the
 * permission table says: refused with FORBIDDEN / 403 and the plain message, or let through.
 */
const app = useTestApp();
const tokens = new Map<StaffRole, string>();
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

async function signIn(email: string, password: string): Promise<string> {
  return (await app.services.adminAuth.login({ email, password }, '10.0.0.1')).token;
}

const emailOf = (role: StaffRole) => `${role.replace('_', '-')}.staff@hotel.test`;

async function freshToken(role: StaffRole): Promise<string> {
  return signIn(emailOf(role), `${role}-password`);
}

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    await app.services.adminAuth.ensureAdmin(emailOf(role), `${role}-password`, `Staff ${role}`, role);
    tokens.set(role, await freshToken(role));
  }
});

/** `Type.field` of every field an `@Authorized()` guards, from type-graphql's metadata of the built schema. */
async function authorizedFields(): Promise<string[]> {
  await hotelSchema();
  const storage = getMetadataStorage();
  const keys = storage.authorizedFields.map(({ target, fieldName }) => {
    const query = storage.queries.find((item) => item.target === target && item.methodName === fieldName);
    if (query) return `Query.${query.schemaName}`;
    const mutation = storage.mutations.find((item) => item.target === target && item.methodName === fieldName);
    if (mutation) return `Mutation.${mutation.schemaName}`;
    const field = storage.fieldResolvers.find((item) => item.target === target && item.methodName === fieldName);
    if (field) return `${field.getObjectType!().name}.${field.schemaName}`;
    throw new Error(`@Authorized() on ${target.name}.${fieldName}, which is no operation or field of the schema`);
  });
  return [...new Set(keys)];
}

/** A value GraphQL accepts for a required argument (what the resolver makes of it does not matter here). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(type)) {
    const scalars: Record<string, unknown> = {
      String: 'x',
      ID: ZERO_ID,
      Int: 1,
      Float: 1,
      Boolean: false,
      DateTimeISO: '2026-12-01T00:00:00.000Z',
    };
    if (type.name in scalars) return scalars[type.name];
  }
  throw new Error(`no sample value for ${String(type)}`);
}

interface Operation {
  key: string;
  run(token: string): Promise<GraphQLResponse>;
}

/** A request for a root field with its required arguments, selecting only __typename. */
function operationOf(kind: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): Operation {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const uploads = required.filter((arg) => getNamedType(arg.type).name === 'Upload' && !String(arg.type).startsWith('['));
  const variables = Object.fromEntries(
    required.filter((arg) => !uploads.includes(arg)).map((arg) => [arg.name, sample(arg.type)]),
  );
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const isLeaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
  const query = `${kind.toLowerCase()}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${isLeaf ? '' : ' { __typename }'} }`;
  const key = `${kind}.${field.name}`;
  if (uploads.length === 0) return { key, run: (token) => gql(app, query, variables, { token }) };
  return { key, run: (token) => multipartCall(app, query, variables, uploads[0].name, token) };
}

/** A GraphQL multipart request with one file in the variable `name`. */
async function multipartCall(target: TestApp, query: string, variables: object, name: string, token: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [name]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${name}`] }));
  form.append('0', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'x.jpg');
  const response = await fetch(`${target.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as object) } as GraphQLResponse;
}

/** Every `METHOD /api/path` of the /api router that goes through requireAdmin. */
function adminRoutes(): string[] {
  const router = apiRouter(app.services, createLogger('silent'));
  const found: string[] = [];
  type Layer = {
    name?: string;
    handle?: Router & { stack?: Layer[] };
    route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        if (!layer.route.stack.some((step) => step.name === 'requireAdminHandler')) continue;
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} /api${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

const isGraphQLKey = (key: string) => /^[A-Za-z]+\.[A-Za-z]+$/.test(key);

describe('the permission table covers exactly the admin operations and routes', () => {
  it('lists every @Authorized field of the schema, and nothing the schema lacks but what is being built in parallel', async () => {
    const guarded = await authorizedFields();
    expect(guarded.filter((key) => !Object.hasOwn(PERMISSIONS, key))).toEqual([]);
    const stale = Object.keys(PERMISSIONS).filter(
      (key) =>
        isGraphQLKey(key) &&
        !guarded.includes(key) &&
        !PERMISSIONS_NOT_YET_BUILT.includes(key) &&
        !PERMISSION_INPUT_FIELDS.includes(key),
    );
    expect(stale).toEqual([]);
  });

  it('names as input fields only fields of the schema’s input types, each in the table', async () => {
    const schema = await hotelSchema();
    for (const key of PERMISSION_INPUT_FIELDS) {
      const [typeName, fieldName] = key.split('.');
      const type = schema.getType(typeName);
      expect(
        type && isInputObjectType(type) && Object.hasOwn(type.getFields(), fieldName) ? key : `${key} is no input field`,
      ).toBe(key);
      expect(Object.hasOwn(PERMISSIONS, key)).toBe(true);
    }
  });

  it('lists every admin /api route, and no route the router lacks', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((key) => !Object.hasOwn(PERMISSIONS, key))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((key) => !isGraphQLKey(key) && !routes.includes(key))).toEqual([]);
  });

  it('is printed in the README as it is in the code', () => {
    const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
    const table = readme.match(
      /<!-- permission-table:start -->\n<!-- prettier-ignore-start -->\n([\s\S]*?)\n<!-- prettier-ignore-end -->\n<!-- permission-table:end -->/,
    )?.[1];
    expect(table).toBe(permissionTableMarkdown());
  });

  it('refuses to everyone an operation the table does not list', () => {
    for (const role of STAFF_ROLES) expect(mayDo(role, 'Mutation.somethingNobodyListed')).toBe(false);
    expect(mayDo(StaffRole.OWNER, 'toString')).toBe(false);
  });
});

describe('every admin GraphQL operation, for every role', () => {
  it('answers FORBIDDEN with the plain message when the table refuses the role, and lets the rest through', async () => {
    const schema = await hotelSchema();
    const guarded = new Set(await authorizedFields());
    const operations = (['Query', 'Mutation'] as const).flatMap((kind) =>
      Object.values((schema.getType(kind) as GraphQLObjectType).getFields())
        .filter((field) => guarded.has(`${kind}.${field.name}`))
        .map((field) => operationOf(kind, field)),
    );
    expect(operations.length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const operation of operations) {
      // The roles' tries of one operation go together (one operation at a time keeps the answers apart).
      await Promise.all(
        STAFF_ROLES.map(async (role) => {
          // Signing out ends the session it is sent with: each try gets a session of its own.
          const token = operation.key === 'Mutation.signOut' ? await freshToken(role) : tokens.get(role)!;
          const response = await operation.run(token);
          const codes = (response.errors ?? []).map((error) => error.extensions?.code);
          const allowed = mayDo(role, operation.key);
          if (allowed && (codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED'))) {
            wrong.push(`${operation.key} refused to ${role}: ${JSON.stringify(response.errors)}`);
          }
          if (
            !allowed &&
            !(
              codes.length === 1 &&
              codes[0] === 'FORBIDDEN' &&
              response.errors![0].extensions?.reason === 'ROLE_REFUSED' &&
              response.errors![0].message === refusalMessage(role)
            )
          ) {
            wrong.push(`${operation.key} not refused to ${role}: ${JSON.stringify(response.errors ?? response.data)}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe('every admin /api route, for every role', () => {
  const pathOf = (route: string) =>
    route
      .split(' ')[1]
      .replace(':fileName', 'x.jpg')
      .replace(/:[A-Za-z]+/g, ZERO_ID);

  it('answers 403 with the plain message when the table refuses the role, and lets the rest through', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const method = route.split(' ')[0];
      await Promise.all(
        STAFF_ROLES.map(async (role) => {
          const token = route === 'POST /api/admin/logout' ? await freshToken(role) : tokens.get(role)!;
          const reply = await call(app, method, pathOf(route), { token, ...(method === 'GET' ? {} : { json: {} }) });
          if (mayDo(role, route)) {
            if (reply.status === 401 || reply.status === 403) wrong.push(`${route} refused to ${role}: ${reply.status}`);
          } else if (reply.status !== 403 || reply.body?.message !== refusalMessage(role) || reply.body?.success !== false) {
            wrong.push(`${route} not refused to ${role}: ${reply.status} ${JSON.stringify(reply.body)}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe('a refused call changes nothing', () => {
  const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository<T>(entity);

  it('front desk: deleting a room, a goodwill refund, the legal identity; housekeeping and manager: inviting staff', async () => {
    const room = await createRoom(app.services);
    const booking = await app.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    const settingsBefore = await repo(HotelSettings).find();
    const adminsBefore = await repo(Admin).count();
    const frontDesk = { token: tokens.get(StaffRole.FRONT_DESK)! };

    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['mutation ($id: ID!) { deleteRoom(id: $id) { deleted } }', { id: room.id }, frontDesk.token],
      [
        'mutation ($input: GoodwillRefundInput!) { refundGoodwill(input: $input) { __typename } }',
        { input: { bookingId: booking.id, amount: 100, reason: 'Noisy room' } },
        frontDesk.token,
      ],
      [
        'mutation ($input: HotelSettingsInput!) { updateHotelSettings(input: $input) { __typename } }',
        { input: { legalName: 'Someone Else Pvt Ltd' } },
        tokens.get(StaffRole.MANAGER)!,
      ],
      [
        'mutation { inviteStaff(email: "new@hotel.test", name: "New", role: OWNER) { inviteLink } }',
        {},
        tokens.get(StaffRole.HOUSEKEEPING)!,
      ],
      [
        'mutation { inviteStaff(email: "new@hotel.test", name: "New", role: OWNER) { inviteLink } }',
        {},
        tokens.get(StaffRole.MANAGER)!,
      ],
    ];
    for (const [query, variables, token] of refused) {
      const response = await gql(app, query, variables, { token });
      expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    const rest = await call(app, 'DELETE', `/api/rooms/${room.id}`, frontDesk);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, message: 'Your role (Front desk) cannot do this.' });

    expect(await repo(Room).findOneBy({ id: room.id })).not.toBeNull();
    expect(await repo(Refund).countBy({ bookingId: booking.id })).toBe(0);
    expect(await repo(HotelSettings).find()).toEqual(settingsBefore);
    expect(await repo(Admin).count()).toBe(adminsBefore);
  });
});
