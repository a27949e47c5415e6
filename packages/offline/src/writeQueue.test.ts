import { historyRecordInputSchema } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  applyAcknowledgements,
  EMPTY_WRITE_QUEUE,
  enqueueRead,
  MAX_QUEUED_WRITES,
  parseWriteQueue,
  pendingWrites,
  serializeWriteQueue,
  type WriteQueue,
  writeOutcomeOf,
} from './writeQueue';

const reader = '42';
const at = (minute: number) => new Date(Date.UTC(2024, 5, 15, 3, minute));

/** Reading on a train: episode 2 to page 7, episode 3 to page 4, then episode 2 to page 19. */
function trainRide(): WriteQueue {
  let queue = EMPTY_WRITE_QUEUE;
  queue = enqueueRead(queue, {
    owner: reader,
    body: { episodeId: 2, page: 7, pageCount: 20 },
    now: at(0),
  });
  queue = enqueueRead(queue, {
    owner: reader,
    body: { episodeId: 3, page: 4, pageCount: 20 },
    now: at(5),
  });
  queue = enqueueRead(queue, {
    owner: reader,
    body: { episodeId: 2, page: 19, pageCount: 20 },
    now: at(9),
  });
  return queue;
}

describe('enqueueRead', () => {
  it('keeps one write per episode: the last position wins', () => {
    const queue = trainRide();
    expect(queue.writes.map((write) => write.body)).toEqual([
      { episodeId: 3, page: 4, pageCount: 20 },
      { episodeId: 2, page: 19, pageCount: 20 },
    ]);
    expect(queue.owner).toBe(reader);
  });

  it('gives every write its own key', () => {
    const queue = trainRide();
    const keys = queue.writes.map((write) => write.key);
    expect(new Set(keys).size).toBe(keys.length);
    const sameInstant = enqueueRead(queue, {
      owner: reader,
      body: { episodeId: 2, page: 18 },
      now: at(9),
    });
    expect(sameInstant.writes.at(-1)?.key).not.toBe(queue.writes.at(-1)?.key);
  });

  it('does not queue the same position twice', () => {
    const queue = trainRide();
    const again = enqueueRead(queue, {
      owner: reader,
      body: { episodeId: 2, page: 19, pageCount: 20 },
      now: at(12),
    });
    expect(again).toBe(queue);
  });

  it('drops writes of another reader rather than send them under this session', () => {
    const queue = enqueueRead(trainRide(), {
      owner: '7',
      body: { episodeId: 5, page: 0 },
      now: at(20),
    });
    expect(queue.owner).toBe('7');
    expect(queue.writes.map((write) => write.body.episodeId)).toEqual([5]);
  });

  it('forgets the oldest episode past the limit', () => {
    let queue = EMPTY_WRITE_QUEUE;
    for (let id = 1; id <= MAX_QUEUED_WRITES + 1; id += 1) {
      queue = enqueueRead(queue, { owner: reader, body: { episodeId: id, page: 0 }, now: at(0) });
    }
    expect(queue.writes).toHaveLength(MAX_QUEUED_WRITES);
    expect(queue.writes[0]?.body.episodeId).toBe(2);
  });
});

describe('pendingWrites', () => {
  it('gives the batch to send, oldest first, with bodies the API accepts', () => {
    const batch = pendingWrites(trainRide(), reader);
    expect(batch.map((write) => write.body.episodeId)).toEqual([3, 2]);
    for (const write of batch)
      expect(historyRecordInputSchema.parse(write.body)).toEqual(write.body);
  });

  it('caps the batch, and sends nothing for another reader or when signed out', () => {
    expect(pendingWrites(trainRide(), reader, 1)).toHaveLength(1);
    expect(pendingWrites(trainRide(), '7')).toEqual([]);
    expect(pendingWrites(trainRide(), null)).toEqual([]);
  });
});

describe('applyAcknowledgements', () => {
  it('removes recorded and rejected writes, keeps those to retry', () => {
    const queue = trainRide();
    const [first, second] = pendingWrites(queue, reader);
    if (!first || !second) throw new Error('two writes expected');
    const after = applyAcknowledgements(queue, [
      { key: first.key, outcome: 'recorded' },
      { key: second.key, outcome: 'retry' },
    ]);
    expect(after.writes).toEqual([second]);
    const rejected = applyAcknowledgements(after, [{ key: second.key, outcome: 'rejected' }]);
    expect(rejected.writes).toEqual([]);
  });

  it('sends nothing twice: a recorded write never comes back in a batch', () => {
    let queue = trainRide();
    const sent: string[] = [];
    for (let flush = 0; flush < 3; flush += 1) {
      const batch = pendingWrites(queue, reader, 1);
      sent.push(...batch.map((write) => write.key));
      queue = applyAcknowledgements(
        queue,
        batch.map((write) => ({ key: write.key, outcome: 'recorded' as const })),
      );
    }
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
  });

  it('loses nothing: a position written while the older one was in flight stays queued', () => {
    const queue = trainRide();
    const inFlight = pendingWrites(queue, reader);
    const meanwhile = enqueueRead(queue, {
      owner: reader,
      body: { episodeId: 3, page: 12, pageCount: 20 },
      now: at(15),
    });
    const after = applyAcknowledgements(
      meanwhile,
      inFlight.map((write) => ({ key: write.key, outcome: 'recorded' as const })),
    );
    expect(after.writes.map((write) => write.body)).toEqual([
      { episodeId: 3, page: 12, pageCount: 20 },
    ]);
  });

  it('resends a write whose answer was lost with the same key', () => {
    const queue = trainRide();
    const first = pendingWrites(queue, reader);
    const after = applyAcknowledgements(
      queue,
      first.map((write) => ({ key: write.key, outcome: 'retry' as const })),
    );
    expect(after).toBe(queue);
    expect(pendingWrites(after, reader).map((write) => write.key)).toEqual(
      first.map((write) => write.key),
    );
  });

  it('ignores unknown keys', () => {
    const queue = trainRide();
    expect(applyAcknowledgements(queue, [{ key: 'nope', outcome: 'recorded' }])).toBe(queue);
  });
});

describe('writeOutcomeOf', () => {
  it.each([
    [204, 'recorded'],
    [200, 'recorded'],
    [400, 'rejected'],
    [404, 'rejected'],
    [401, 'retry'],
    [429, 'retry'],
    [503, 'retry'],
    ['network-error', 'retry'],
  ] as const)('reads %s as %s', (status, outcome) => {
    expect(writeOutcomeOf(status)).toBe(outcome);
  });
});

describe('serializeWriteQueue and parseWriteQueue', () => {
  it('survive a round trip, so writes outlive a closed tab', () => {
    const queue = trainRide();
    expect(parseWriteQueue(serializeWriteQueue(queue))).toEqual(queue);
  });

  it('give the empty queue for bad stored data, never a crash', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{oops',
      '"text"',
      '[]',
      '{"version":2,"owner":"42","nextSeq":0,"writes":[]}',
      '{"version":1,"owner":42,"nextSeq":0,"writes":[]}',
      '{"version":1,"owner":"42","nextSeq":-1,"writes":[]}',
    ]) {
      expect(parseWriteQueue(text)).toEqual(EMPTY_WRITE_QUEUE);
    }
  });

  it('drop an invalid write alone, and keep the later write of an episode', () => {
    const queue = trainRide();
    const [first, second] = queue.writes;
    const text = JSON.stringify({
      version: 1,
      owner: reader,
      nextSeq: 3,
      writes: [
        first,
        { ...second, body: { episodeId: 2, page: 20, pageCount: 20 } },
        { ...second, writtenAt: 'yesterday' },
        { key: '', body: { episodeId: 4, page: 0 }, writtenAt: at(0).toISOString() },
        second,
        { ...first, key: 'newer', body: { episodeId: 3, page: 5 } },
      ],
    });
    expect(parseWriteQueue(text).writes).toEqual([
      second,
      { ...first, key: 'newer', body: { episodeId: 3, page: 5 } },
    ]);
  });
});
