import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COVERAGE_USE_QUEUE_KEY,
  coverageUseQueueSlice,
  enqueueUse,
  flushQueuedUses,
  queuedCounts,
  type QueuedUse,
  type QueuedUseOutcome,
} from '../../../src/state/coverageUseQueue';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const use = (id: string, serviceId = 'medico_domicilio', userId = 'ana'): QueuedUse => ({
  id,
  userId,
  serviceId,
  serviceName: 'Médico a domicilio',
  queuedAt: '2026-03-10T18:00:00.000Z',
});

let storage: MemoryStorage;

const ids = (): string[] => coverageUseQueueSlice().state.value.map((queued) => queued.id);

describe('the queue of coverage uses confirmed offline (hosted mode)', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    startPersistence({ storage, addStorageListener: () => () => undefined });
    coverageUseQueueSlice().state.value = [];
  });
  afterEach(() => stopPersistence());

  it('keeps queued uses in browser storage, so a reload offline still has them', async () => {
    enqueueUse(use('u1'));
    await flushSubscriptions();
    expect(JSON.parse(storage.getItem(COVERAGE_USE_QUEUE_KEY) ?? '[]')).toEqual([use('u1')]);
  });

  it('counts the member’s own queued uses per service, not another member’s', () => {
    const queue = [use('u1'), use('u2'), use('u3', 'asesoria_legal'), use('u4', 'x', 'pedro')];
    expect(queuedCounts(queue, 'ana')).toEqual({ medico_domicilio: 2, asesoria_legal: 1 });
    expect(queuedCounts(queue, 'luis')).toEqual({});
  });

  it('sends the uses in order; registered and refused ones leave, refusals say why', async () => {
    enqueueUse(use('u1'));
    enqueueUse(use('u2'));
    const answers: QueuedUseOutcome[] = [
      { kind: 'registered' },
      { kind: 'refused', reason: 'Ya usaste todos los eventos de este servicio en este periodo.' },
    ];
    const sent: string[] = [];
    const flush = await flushQueuedUses('ana', async (queued) => {
      sent.push(queued.id);
      return answers.shift() ?? { kind: 'registered' };
    });
    expect(sent).toEqual(['u1', 'u2']);
    expect(flush).toEqual({
      registered: 1,
      refused: [
        {
          use: use('u2'),
          reason: 'Ya usaste todos los eventos de este servicio en este periodo.',
        },
      ],
      waiting: 0,
    });
    expect(ids()).toEqual([]);
  });

  it('stops at the first use that does not reach the server and keeps it and the rest', async () => {
    enqueueUse(use('u1'));
    enqueueUse(use('u2'));
    const flush = await flushQueuedUses('ana', async () => ({ kind: 'unreachable' }));
    expect(flush).toEqual({ registered: 0, refused: [], waiting: 2 });
    expect(ids()).toEqual(['u1', 'u2']);
  });

  it('never sends another member’s uses', async () => {
    enqueueUse(use('u1', 'medico_domicilio', 'pedro'));
    const sent: string[] = [];
    await flushQueuedUses('ana', async (queued) => {
      sent.push(queued.id);
      return { kind: 'registered' };
    });
    expect(sent).toEqual([]);
    expect(ids()).toEqual(['u1']);
  });

  it('runs one round at a time, so a use is never sent twice; an empty round does not block the next', async () => {
    await flushQueuedUses('ana', async () => ({ kind: 'registered' }));
    enqueueUse(use('u1'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const register = async (): Promise<QueuedUseOutcome> => {
      calls += 1;
      await held;
      return { kind: 'registered' };
    };
    const first = flushQueuedUses('ana', register);
    const second = flushQueuedUses('ana', register);
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(ids()).toEqual([]);
  });

  it('reads a damaged stored queue by keeping its readable entries', () => {
    stopPersistence();
    storage.setItem(COVERAGE_USE_QUEUE_KEY, JSON.stringify([use('u1'), { id: 3 }]));
    startPersistence({ storage, addStorageListener: () => () => undefined });
    expect(ids()).toEqual(['u1']);
  });
});
