// Section 7: the school's busiest screens at demo size and with the federation seed (federation.ts), on
// a server and a fresh database of their own.
import {
  FEDERATION,
  insertAuditRows,
  seedFederation,
  withPgTarget,
  type FederationResult,
} from './federation.js';
import { FEDERATION_CONNECTIONS, FEDERATION_SCREENS } from './federation-screens.js';
import { formatMs } from './format.js';
import { load, signIn, summarize, waitForIdleDatabase, type LoadSummary } from './measure.js';
import { BRANCH_ADMIN, LOAD_SECONDS, ORG_ADMIN, WARMUP_SECONDS } from './options.js';
import { withFreshServer } from './servers.js';

/** Audit rows added before the demo-size samples: a few pages' worth. */
const DEMO_AUDIT_ROWS = 200;

/** One screen at demo size and at federation size, as one persona. */
export interface FederationRow {
  screen: string;
  persona: string;
  demo: LoadSummary;
  federation: LoadSummary;
  /** Federation p50 ÷ demo p50. */
  ratio: number;
}

export interface FederationBenchResult {
  seed: FederationResult;
  rows: FederationRow[];
}

/**
 * The school's busiest screens (the client's own documents) at demo size, then with the federation
 * seed (tests/bench/federation.ts), as an organization admin and a branch admin, 10 connections each.
 * Budget: each within FEDERATION_BUDGET_RATIO of its demo-size p50.
 */
export function benchFederationSection(): Promise<FederationBenchResult> {
  return withFreshServer(async (server, databaseUrl) => {
    const tokens = {
      'organization admin': await signIn(server.url, ORG_ADMIN),
      'branch admin': await signIn(server.url, BRANCH_ADMIN),
    };
    const serverUrl = server.url;
    const cases = FEDERATION_SCREENS.flatMap((screen) =>
      screen.personas.map((persona) => ({ screen, persona, token: tokens[persona] })),
    );
    const measure = async (size: string) => {
      const results: LoadSummary[] = [];
      for (const { screen, persona, token } of cases) {
        const request = {
          url: `${serverUrl}/graphql`,
          method: 'POST' as const,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: screen.body,
        };
        const answered = (body: string) => body.includes(screen.expect) && !body.includes('"errors"');
        const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(30_000) });
        const text = await response.text();
        if (response.status !== 200 || !answered(text)) {
          throw new Error(`${screen.name} as ${persona} answered ${response.status}: ${text.slice(0, 300)}`);
        }
        await waitForIdleDatabase(databaseUrl);
        await load(`warm-up ${screen.name}`, request, WARMUP_SECONDS, answered, FEDERATION_CONNECTIONS);
        await waitForIdleDatabase(databaseUrl);
        console.log(
          `  ${size}: ${screen.name} as ${persona}, ${FEDERATION_CONNECTIONS} connections, ${LOAD_SECONDS} s…`,
        );
        results.push(
          summarize(await load(screen.name, request, LOAD_SECONDS, answered, FEDERATION_CONNECTIONS)),
        );
      }
      return results;
    };
    // The demo seed writes no audit row: a screenful first, so that the audit log's page holds fifty
    // rows at both sizes and the two sizes compare the same answer, not an empty page with a full one.
    await withPgTarget(databaseUrl.toString(), (target) => insertAuditRows(target.run, DEMO_AUDIT_ROWS));
    const demo = await measure('demo size');
    console.log(
      `  federation seed: ${FEDERATION.athletes.toLocaleString('en-US')} athletes, ${FEDERATION.auditRows.toLocaleString('en-US')} audit rows…`,
    );
    const seed = await withPgTarget(databaseUrl.toString(), (target) => seedFederation(target));
    console.log(`  grown in ${formatMs(seed.ms)} (VACUUM ANALYZE included)`);
    const federation = await measure('federation size');
    return {
      seed,
      rows: cases.map(({ screen, persona }, index) => ({
        screen: screen.name,
        persona,
        demo: demo[index]!,
        federation: federation[index]!,
        ratio: federation[index]!.p50Ms / Math.max(demo[index]!.p50Ms, 0.01),
      })),
    };
  });
}
