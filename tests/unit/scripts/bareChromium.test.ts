import { describe, expect, it } from 'vitest';
import { CdpConnection, NulFramedReader, nulFramed } from '../../../scripts/bench/bareChromium';

describe('the pipe’s NUL-framed messages', () => {
  it('splits one chunk holding several messages, keeping an unfinished one for later', () => {
    const reader = new NulFramedReader();
    expect(reader.push(Buffer.from('{"id":1}\0{"id":2}\0{"id"'))).toEqual(['{"id":1}', '{"id":2}']);
    expect(reader.push(Buffer.from(':3}\0'))).toEqual(['{"id":3}']);
  });

  it('joins a message spread over many chunks, even inside a character of several bytes', () => {
    const bytes = nulFramed('{"title":"Mi Chequeo · Sueño"}');
    const reader = new NulFramedReader();
    const messages = [...bytes].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(messages).toEqual(['{"title":"Mi Chequeo · Sueño"}']);
  });

  it('gives nothing until a NUL arrives, and an empty message for a NUL alone', () => {
    const reader = new NulFramedReader();
    expect(reader.push(Buffer.from('{"a":'))).toEqual([]);
    expect(reader.push(Buffer.from('1}'))).toEqual([]);
    expect(reader.push(Buffer.from([0, 0]))).toEqual(['{"a":1}', '']);
  });

  it('frames a message as its UTF-8 bytes and one NUL', () => {
    expect([...nulFramed('ñ')]).toEqual([0xc3, 0xb1, 0]);
  });
});

function connectionWithLog() {
  const written: Array<Record<string, unknown>> = [];
  const connection = new CdpConnection((message) => written.push(JSON.parse(message)));
  return { connection, written };
}

describe('the CDP connection', () => {
  it('numbers commands, names the session, and settles each by the id of its reply', async () => {
    const { connection, written } = connectionWithLog();
    const created = connection.send('Target.createTarget', { url: 'about:blank' });
    const navigated = connection.send('Page.navigate', { url: 'https://x.test/' }, 'S1');
    expect(written).toEqual([
      { id: 1, method: 'Target.createTarget', params: { url: 'about:blank' } },
      { id: 2, method: 'Page.navigate', params: { url: 'https://x.test/' }, sessionId: 'S1' },
    ]);
    connection.receive('{"id":2,"sessionId":"S1","result":{"frameId":"F"}}');
    connection.receive('{"id":1,"result":{"targetId":"T"}}');
    await expect(navigated).resolves.toEqual({ frameId: 'F' });
    await expect(created).resolves.toEqual({ targetId: 'T' });
  });

  it('rejects a command the browser answers with an error, naming the command', async () => {
    const { connection } = connectionWithLog();
    const enabled = connection.send('Page.enable', {}, 'S1');
    connection.receive('{"id":1,"error":{"code":-32601,"message":"no such session"}}');
    await expect(enabled).rejects.toThrow('Page.enable: no such session');
  });

  it('hands an event to the wait for its name and session only, once', async () => {
    const { connection } = connectionWithLog();
    const loaded = connection.waitForEvent('Page.loadEventFired', 'S2', 1000);
    connection.receive(
      '{"method":"Page.loadEventFired","sessionId":"S1","params":{"timestamp":1}}',
    );
    connection.receive('{"method":"Page.frameNavigated","sessionId":"S2","params":{}}');
    connection.receive(
      '{"method":"Page.loadEventFired","sessionId":"S2","params":{"timestamp":2}}',
    );
    connection.receive(
      '{"method":"Page.loadEventFired","sessionId":"S2","params":{"timestamp":3}}',
    );
    await expect(loaded).resolves.toEqual({ timestamp: 2 });
  });

  it('gives up waiting for an event after the time allowed', async () => {
    const { connection } = connectionWithLog();
    await expect(connection.waitForEvent('Page.loadEventFired', 'S1', 5)).rejects.toThrow(
      'Page.loadEventFired: no event within 5 ms',
    );
  });

  it('fails the commands in flight and every later one once closed', async () => {
    const { connection, written } = connectionWithLog();
    const pending = connection.send('Browser.close', {});
    connection.close(new Error('Chromium exited'));
    await expect(pending).rejects.toThrow('Chromium exited');
    await expect(connection.send('Page.enable', {}, 'S1')).rejects.toThrow('Chromium exited');
    expect(written).toHaveLength(1);
  });
});
