// What the peers section (peers.ts) is given and what it answers: the set-up run.ts hands it, one
// sample of one server, and the scenarios (the lists) with every server's samples.
import type { ChildProcess } from 'node:child_process';

export interface PeerSetup {
  /** The bench database (a superuser connection). */
  databaseUrl: string;
  arenaUrl: string;
  /** The organization admin's access token for Arena. */
  token: string;
  /** The organization admin's organization (Kartal), whose contacts every peer reads. */
  organizationId: string;
  connections: number;
  /** Seconds of each measurement, and rounds of the peers. */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  freePort: () => Promise<number>;
  /** Registers a process to kill if the bench is interrupted. */
  track: (child: ChildProcess) => void;
}

export interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx, errors, timeouts and wrong bodies together (pgbench: failed transactions). */
  failures: number;
}

/** pg4/pg5: set up like Arena; pg4Rls/pg5Rls: with row-level security. */
export type PostgraphilePeer = 'pg4' | 'pg5' | 'pg4Rls' | 'pg5Rls';
export type PeerName = 'arena' | PostgraphilePeer | 'floor' | 'pgbench';
/** The peers Arena's req/s are divided by. */
export type OtherPeer = Exclude<PeerName, 'arena'>;

export interface Scenario {
  key: string;
  label: string;
  /** Each peer's runs, one per round; a peer that has no counterpart is absent. */
  runs: Partial<Record<PeerName, Run[]>>;
  /** The first ids of each peer's answer agreed (null when only Arena answers it). */
  sameRows: boolean | null;
  rows: number;
}

export interface PeersResult {
  scenarios: Scenario[];
  /** The PostGraphile versions that ran (absent: that version was left out). */
  postgraphileVersions: Partial<Record<4 | 5, string>>;
  /** Samples that began before the database was idle (it stayed busy for the whole wait). */
  busyStarts: number;
}
