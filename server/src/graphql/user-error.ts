import { GraphQLError } from 'graphql';
import { ClassType, Field, ObjectType } from 'type-graphql';
import { UserErrorCode } from '../error-codes';
import { DomainError, ValidationFailed } from '../shared/domain-error';

/** A problem the caller can fix, in the spec's words: Saleor's and Shopify's convention. */
@ObjectType({ description: 'Why a mutation was refused; nothing was changed.' })
export class UserError {
  @Field(() => String, { nullable: true, description: 'The input field at fault, e.g. "name" or "bookingInfo.0.roomId".' })
  field: string | null;

  @Field(() => UserErrorCode, { description: 'Stable code for programs, e.g. ROOM_NAME_REQUIRED or DATES_UNAVAILABLE.' })
  code: UserErrorCode;

  @Field({ description: 'Text to show to people.' })
  message: string;
}

export function toUserErrors(error: DomainError): UserError[] {
  const errors = error instanceof ValidationFailed ? error.errors : [error];
  return errors.map((e) => ({ field: e.field ?? null, code: e.code, message: e.message }));
}

/**
 * Runs a mutation's service call and answers its payload: the result under `key`, or the domain's
 * refusal as `errors`. Anything else is a bug and propagates (masked by the server).
 */
export async function mutationPayload<K extends string, T>(
  key: K,
  run: () => Promise<T>,
): Promise<{ errors: UserError[] } & Partial<Record<K, T>>> {
  try {
    const value = await run();
    return { errors: [], [key]: value } as { errors: UserError[] } & Partial<Record<K, T>>;
  } catch (error) {
    if (error instanceof DomainError) return { errors: toUserErrors(error) } as { errors: UserError[] } & Partial<Record<K, T>>;
    throw error;
  }
}

/** For queries: a domain refusal becomes a BAD_USER_INPUT error carrying the same message. */
export async function queryResult<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, {
        extensions: { code: 'BAD_USER_INPUT', field: error.field ?? null, reason: error.code },
      });
    }
    throw error;
  }
}

/** For `thing(id)` queries: an unknown id is null; anything else (a broken database) is an error. */
export async function nullWhenNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** A payload type `Name { errors: [UserError!]!, <key>: T }`. */
export function PayloadType<T extends object>(name: string, key: string, type: () => ClassType<T>, description: string) {
  @ObjectType(name, { description })
  class Payload {
    @Field(() => [UserError])
    errors: UserError[];
  }
  Field(type, { nullable: true })(Payload.prototype, key);
  return Payload as ClassType<{ errors: UserError[] }>;
}

@ObjectType({ description: 'Answer of a delete: errors, or deleted = true.' })
export class DeletePayload {
  @Field(() => [UserError])
  errors: UserError[];

  @Field({ nullable: true })
  deleted?: boolean;
}

/** TypeGraphQL hands class instances (and null for fields left out); services take plain data. */
export const plainInput = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (_key, field: unknown) => field ?? undefined)) as T;
