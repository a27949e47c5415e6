import type { HistoryRecordInput } from '@cw/contract/schemas';
import { isRecord } from '@cw/domain';
import { isCount, isId, parseJson } from './storedValues';

/** Local storage (or IndexedDB) key of the write queue. */
export const WRITE_QUEUE_STORAGE_KEY = 'cw-offline--write-queue';

/** Episodes the queue remembers; past this, the oldest write is dropped first. */
export const MAX_QUEUED_WRITES = 500;

/** Writes sent in one flush; the rest wait for the next. */
export const WRITE_BATCH_SIZE = 20;

/**
 * A read-history write made offline: the page reached in an episode
 * (`POST /api/membership/history`), which is both the resume position and the history line.
 */
export interface QueuedWrite {
  /** Sent as the request's `Idempotency-Key`; a write keeps its key until acknowledged. */
  readonly key: string;
  readonly body: HistoryRecordInput;
  /** When the reader reached the page (ISO 8601). */
  readonly writtenAt: string;
}

/**
 * The writes waiting for the connection, one per episode, oldest first, and whose they are:
 * writes are only ever sent for the reader who made them.
 */
export interface WriteQueue {
  /** The reader the writes belong to (the session's user id); `null` while empty. */
  readonly owner: string | null;
  /** Sequence of the next key, so two writes of one millisecond differ. */
  readonly nextSeq: number;
  readonly writes: readonly QueuedWrite[];
}

/** A queue with nothing waiting. */
export const EMPTY_WRITE_QUEUE: WriteQueue = Object.freeze({ owner: null, nextSeq: 0, writes: [] });

/**
 * Queues the page a reader reached while offline. The last position per episode wins: a
 * new write replaces the episode's queued one (and takes a new key, so an acknowledgement of
 * the old one, already on its way, cannot drop it). The same position written again changes
 * nothing, so history is not duplicated. Writes of another reader left in the queue are
 * dropped: they are never sent under this reader's session.
 *
 * @example
 * enqueueRead(EMPTY_WRITE_QUEUE, { owner: '42', body: { episodeId: 2, page: 7, pageCount: 20 }, now });
 * //=> { owner: '42', nextSeq: 1, writes: [{ key: '2-lsx…-0', body: { episodeId: 2, page: 7, pageCount: 20 }, writtenAt: '…' }] }
 */
export function enqueueRead(
  queue: WriteQueue,
  {
    owner,
    body,
    now,
  }: { readonly owner: string; readonly body: HistoryRecordInput; readonly now: Date },
): WriteQueue {
  const writes = queue.owner === owner ? queue.writes : [];
  const previous = writes.find((write) => write.body.episodeId === body.episodeId);
  if (previous?.body.page === body.page && previous.body.pageCount === body.pageCount) {
    return queue;
  }
  const seq = queue.owner === owner ? queue.nextSeq : 0;
  const write: QueuedWrite = {
    key: `${body.episodeId}-${now.getTime().toString(36)}-${seq.toString(36)}`,
    body: { ...body },
    writtenAt: now.toISOString(),
  };
  const others = writes.filter((queued) => queued.body.episodeId !== body.episodeId);
  return {
    owner,
    nextSeq: seq + 1,
    writes: [...others, write].slice(-MAX_QUEUED_WRITES),
  };
}

/**
 * The writes to send now, oldest first (so the server's history keeps the order of reading),
 * at most `max`. Nothing for another reader than the queue's owner, or while signed out.
 * Taking a batch changes nothing: a write leaves the queue only when acknowledged.
 *
 * @example
 * pendingWrites(queue, '42').map((write) => write.key); //=> ['2-lsx…-0']
 */
export function pendingWrites(
  queue: WriteQueue,
  owner: string | null,
  max: number = WRITE_BATCH_SIZE,
): readonly QueuedWrite[] {
  if (owner === null || queue.owner !== owner) return [];
  return queue.writes.slice(0, Math.max(0, Math.floor(max)));
}

/**
 * What became of one sent write: `recorded` (2xx), `rejected` (the server will never take it:
 * the episode is unknown or the body invalid), or `retry` (no connection, a timeout, a server
 * error, the session to refresh).
 */
export type WriteOutcome = 'recorded' | 'rejected' | 'retry';

/**
 * The outcome of a response status, or of a request that got none (`'network-error'`).
 *
 * @example
 * writeOutcomeOf(204); //=> 'recorded'
 * writeOutcomeOf(404); //=> 'rejected'
 * writeOutcomeOf('network-error'); //=> 'retry'
 */
export function writeOutcomeOf(status: number | 'network-error'): WriteOutcome {
  if (status === 'network-error') return 'retry';
  if (status >= 200 && status < 300) return 'recorded';
  // 401: the session is refreshed and the write sent again; 408/429/5xx pass.
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

/** The acknowledgement of one sent write. */
export interface WriteAcknowledgement {
  readonly key: string;
  readonly outcome: WriteOutcome;
}

/**
 * The queue after the server answered: recorded and rejected writes leave it, writes to retry
 * stay with their key. Keys no longer queued (replaced by a newer position meanwhile, or
 * acknowledged twice) change nothing, so a newer write is never lost to an older answer.
 *
 * @example
 * applyAcknowledgements(queue, [{ key: '2-lsx…-0', outcome: 'recorded' }]).writes; //=> []
 */
export function applyAcknowledgements(
  queue: WriteQueue,
  acknowledgements: readonly WriteAcknowledgement[],
): WriteQueue {
  const done = new Set(
    acknowledgements.filter(({ outcome }) => outcome !== 'retry').map(({ key }) => key),
  );
  const writes = queue.writes.filter((write) => !done.has(write.key));
  if (writes.length === queue.writes.length) return queue;
  return writes.length === 0
    ? { ...EMPTY_WRITE_QUEUE, nextSeq: queue.nextSeq }
    : { ...queue, writes };
}

/**
 * The stored text of a queue.
 *
 * @example
 * localStorage.setItem(WRITE_QUEUE_STORAGE_KEY, serializeWriteQueue(queue));
 */
export function serializeWriteQueue(queue: WriteQueue): string {
  return JSON.stringify({ version: 1, ...queue });
}

/**
 * Reads a stored queue; never throws. Unreadable text, another version, a missing owner or
 * `null` give the empty queue; a write that is not valid is dropped alone, and of two writes
 * of one episode the later stays.
 *
 * @example
 * parseWriteQueue(localStorage.getItem(WRITE_QUEUE_STORAGE_KEY)).writes.length; //=> 1
 * parseWriteQueue('{oops'); //=> EMPTY_WRITE_QUEUE
 */
export function parseWriteQueue(text: string | null | undefined): WriteQueue {
  const data = parseJson(text);
  if (
    !isRecord(data) ||
    data.version !== 1 ||
    !isCount(data.nextSeq) ||
    !Array.isArray(data.writes) ||
    !(data.owner === null || (typeof data.owner === 'string' && data.owner !== ''))
  ) {
    return EMPTY_WRITE_QUEUE;
  }
  const byEpisode = new Map<number, QueuedWrite>();
  const keys = new Set<string>();
  for (const value of data.writes) {
    const write = readQueuedWrite(value);
    if (!write || keys.has(write.key)) continue;
    keys.add(write.key);
    byEpisode.delete(write.body.episodeId);
    byEpisode.set(write.body.episodeId, write);
  }
  const writes = [...byEpisode.values()].slice(-MAX_QUEUED_WRITES);
  if (writes.length === 0 || data.owner === null) return EMPTY_WRITE_QUEUE;
  return { owner: data.owner, nextSeq: data.nextSeq, writes };
}

function readQueuedWrite(value: unknown): QueuedWrite | null {
  if (!isRecord(value) || !isRecord(value.body)) return null;
  const { key, writtenAt } = value;
  const { episodeId, page, pageCount } = value.body;
  const valid =
    typeof key === 'string' &&
    key !== '' &&
    typeof writtenAt === 'string' &&
    !Number.isNaN(Date.parse(writtenAt)) &&
    isId(episodeId) &&
    isCount(page) &&
    (pageCount === undefined || (isId(pageCount) && page < pageCount));
  if (!valid) return null;
  const body: HistoryRecordInput =
    pageCount === undefined ? { episodeId, page } : { episodeId, page, pageCount };
  return { key, body, writtenAt };
}
