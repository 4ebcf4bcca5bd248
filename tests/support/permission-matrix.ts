import { expect, it } from 'vitest';
import type { createHttp } from './http.js';

// The permission matrix (docs/adr/, 0003): every operation of a feature, over REST and GraphQL, as each
// persona, against the outcome the policy promises. An allowed call is checked by the suite's own
// `expectAllowed`; a refused or empty one must answer exactly the promised code and change no row (the
// suite's `digest` of its tables is the same before and after).

/**
 * What a persona gets for an operation: `ok` (the suite checks the answer), `empty` (a list with
 * nothing in it: the call's `empty` value), or the error code of a refusal (REST: its HTTP status).
 */
export type Outcome = 'ok' | 'empty' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'BAD_USER_INPUT';

export type Transport = 'REST' | 'GraphQL';

/** One operation's request over each transport. */
export interface MatrixCall {
  /** Method, path (under `restPrefix`) and body; null or left out: the operation has no REST row. */
  rest?: [method: string, path: string, body?: unknown] | null;
  graphql: [document: string, variables?: Record<string, unknown>];
  /** The GraphQL field answering. */
  field: string;
  /** What a viewer who reads nothing gets over GraphQL (and over REST unless `restEmpty` is given). */
  empty?: unknown;
  /** What such a viewer gets over REST, when it differs from `empty`. */
  restEmpty?: unknown;
}

/** What `expectAllowed` is told about an allowed call. */
export interface AllowedCall<Persona extends string, Op extends string, Target> {
  op: Op;
  persona: Persona;
  target: Target;
  /** The REST body, or the GraphQL field's value. */
  answer: unknown;
  transport: Transport;
  /** `persona op over transport`, for assertion messages. */
  where: string;
}

export interface PermissionMatrix<Persona extends string, Op extends string, Target> {
  /** The personas in the order their tests run. */
  personas: readonly Persona[];
  /** Each persona's access token: read when the tests run (filled in by a `beforeAll`). */
  token: (persona: Persona) => string;
  /** The HTTP client: read when the tests run. */
  http: () => ReturnType<typeof createHttp>;
  expected: Record<Persona, Record<Op, Outcome>>;
  calls: Record<Op, (target: Target, label: string) => MatrixCall>;
  /** A fresh target for one call (rows the call may change or delete). */
  target: (op: Op, persona: Persona) => Promise<Target>;
  /** A digest of every table the operations may write: a refused call must leave it unchanged. */
  digest: () => Promise<string>;
  expectAllowed: (call: AllowedCall<Persona, Op, Target>) => Promise<void> | void;
  /** Prefix of every REST path, e.g. `api/apps/contacts/`. */
  restPrefix?: string;
  /** The transports to try, REST first by default (an operation without a REST row skips it). */
  transports?: readonly Transport[];
}

const STATUS: Record<Exclude<Outcome, 'ok' | 'empty'>, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
};

/** Runs one persona's row of the matrix: every operation over every transport. */
async function runPersona<Persona extends string, Op extends string, Target>(
  matrix: PermissionMatrix<Persona, Op, Target>,
  persona: Persona,
): Promise<void> {
  const http = matrix.http();
  const token = matrix.token(persona);
  for (const op of Object.keys(matrix.calls) as Op[]) {
    const outcome: Outcome = matrix.expected[persona][op];
    for (const transport of matrix.transports ?? (['REST', 'GraphQL'] as const)) {
      const where = `${persona} ${op} over ${transport}`;
      const probe = matrix.calls[op]({} as Target, '');
      if (transport === 'REST' && !probe.rest) continue;
      const target = await matrix.target(op, persona);
      const call = matrix.calls[op](target, `${op} ${persona}`);
      const before = outcome === 'ok' ? '' : await matrix.digest();
      let answer: unknown;
      if (transport === 'REST' && call.rest) {
        const [method, path, body] = call.rest;
        const response = await http.request<{ code?: string }>(method, `${matrix.restPrefix ?? ''}${path}`, {
          token,
          body,
        });
        if (outcome === 'ok' || outcome === 'empty') {
          expect(response.status, where).toBe(200);
          answer = response.body;
          if (outcome === 'empty') {
            expect(answer, where).toEqual('restEmpty' in call ? call.restEmpty : call.empty);
          }
        } else {
          expect(response.status, where).toBe(STATUS[outcome]);
          expect(response.body.code, where).toBe(outcome);
        }
      } else {
        const [document, variables] = call.graphql;
        const response = await http.graphql<Record<string, unknown>>(document, variables, token);
        if (outcome === 'ok' || outcome === 'empty') {
          expect(response.errors, where).toBeUndefined();
          answer = response.data?.[call.field];
          if (outcome === 'empty') expect(answer, where).toEqual(call.empty);
        } else {
          expect(response.errors?.[0]?.extensions?.code, where).toBe(outcome);
        }
      }
      if (outcome === 'ok') {
        await matrix.expectAllowed({ op, persona, target, answer, transport, where });
      } else {
        expect(await matrix.digest(), `${where} changed nothing`).toBe(before);
      }
    }
  }
}

/** Registers one test per persona (call it inside a `describe`). */
export function permissionMatrix<Persona extends string, Op extends string, Target>(
  matrix: PermissionMatrix<Persona, Op, Target>,
): void {
  it.each(matrix.personas as Persona[])('%s', (persona) => runPersona(matrix, persona));
}
