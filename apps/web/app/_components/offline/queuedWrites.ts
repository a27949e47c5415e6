import type { ApiClient } from '@cw/api-client';
import type { HistoryRecordInput } from '@cw/contract/schemas';
import {
  applyAcknowledgements,
  enqueueRead,
  parseWriteQueue,
  pendingWrites,
  serializeWriteQueue,
  WRITE_QUEUE_STORAGE_KEY,
  type WriteAcknowledgement,
  type WriteQueue,
  writeOutcomeOf,
} from '@cw/offline';
import { deviceStorage, storeValue } from '../deviceStorage';

// The read-history writes made without a connection (local storage), sent when it returns,
// each with its Idempotency-Key so a write whose answer was lost counts once.

function readQueue(): WriteQueue {
  return parseWriteQueue(deviceStorage()?.getItem(WRITE_QUEUE_STORAGE_KEY));
}

/** Queues the page a signed-in reader reached while the history could not be sent. */
export function queueRead(owner: string, body: HistoryRecordInput): void {
  storeValue(
    WRITE_QUEUE_STORAGE_KEY,
    serializeWriteQueue(enqueueRead(readQueue(), { owner, body, now: new Date() })),
  );
}

/** The outcome of a failed send: an answer's status, or none (no connection, a timeout). */
function failedStatus(error: unknown): number | 'network-error' {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 'network-error';
}

/** Queues a write the server did not take but may later (no connection, a server error). */
export function queueFailedRead(owner: string, body: HistoryRecordInput, error: unknown): void {
  if (writeOutcomeOf(failedStatus(error)) === 'retry') queueRead(owner, body);
}

let flushing: Promise<void> | null = null;

/**
 * Sends this reader's queued writes, oldest first, one batch at a time, until the queue is
 * empty or a write must wait (no connection): recorded and refused writes leave the queue,
 * the others stay with their key. One flush at a time per tab.
 */
export function flushQueuedWrites(client: ApiClient, owner: string): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const batch = pendingWrites(readQueue(), owner);
        if (batch.length === 0) return;
        const acknowledgements: WriteAcknowledgement[] = [];
        for (const write of batch) {
          try {
            await client.recordHistory(write.body, { idempotencyKey: write.key });
            acknowledgements.push({ key: write.key, outcome: 'recorded' });
          } catch (error) {
            const outcome = writeOutcomeOf(failedStatus(error));
            acknowledgements.push({ key: write.key, outcome });
            if (outcome === 'retry') break;
          }
        }
        // Read again: the reader may have turned pages while the batch was on its way.
        storeValue(
          WRITE_QUEUE_STORAGE_KEY,
          serializeWriteQueue(applyAcknowledgements(readQueue(), acknowledgements)),
        );
        if (acknowledgements.some(({ outcome }) => outcome === 'retry')) return;
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
