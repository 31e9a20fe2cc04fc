/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_coverage_queue` (hosted mode): coverage uses confirmed while the phone had no connection, waiting to reach the server's ledger. Each is the member's own.
 */
export type CoverageUseQueue = QueuedUseRecord[];

export interface QueuedUseRecord {
  id: string;
  userId: string;
  serviceId: string;
  serviceName: string;
  queuedAt: string;
}
