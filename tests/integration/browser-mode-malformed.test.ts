import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserModeProcess, startBrowserModeProcess } from '../support/browser-mode-process';

/**
 * Regression for "any web page can kill browser mode without the token": a corpus of malformed request
 * lines, paths, headers, methods and bodies is sent as raw bytes to the live `npm run web` process;
 * after them the process must still be running and still answer a well-formed request.
 */

/** Sends raw bytes, collects whatever comes back until the server closes or `waitMs` passes. */
function sendRaw(port: number, chunks: (string | Buffer)[], waitMs = 1500): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);

describe('browser mode survives malformed requests (live process)', () => {
  let web: BrowserModeProcess;
  let host: string;

  beforeAll(async () => {
    web = await startBrowserModeProcess({ env: { SNOWSCOPE_PROFILE: 'local' } });
    host = `127.0.0.1:${web.port}`;
  });
  afterAll(() => web?.stop());

  const get = (path: string, headers = '') =>
    `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`;
  const post = (path: string, body: string | Buffer, headers = '') => [
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nx-snowscope-token: ${web.token}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n`,
    body,
  ];

  /** Each entry: a name and the raw chunks sent on one connection. */
  const corpus = (): [string, (string | Buffer)[]][] => [
    ['bad percent-encoding: lone %', [get('/%')]],
    ['bad percent-encoding: overlong UTF-8', [get('/%c0')]],
    ['bad percent-encoding: truncated sequence', [get('/%E0%A4%A')]],
    ['percent-encoded NUL', [get('/%00')]],
    ['encoded traversal', [get('/..%2f..%2f..%2fetc%2fpasswd')]],
    ['backslash traversal', [get('/..\\..\\etc\\passwd')]],
    ['double slash', [get('//')]],
    ['absolute-form URL', [get('http://evil.example/%')]],
    ['asterisk-form', [`OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`]],
    ['bad encoding under /ipc/ without token', [`POST /ipc/% HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`]],
    ['bad encoding under /ipc/ with token', post('/ipc/%ZZ', '{}')],
    ['bad encoding under /downloads/', [get(`/downloads/%?token=${web.token}`)]],
    ['traversal under /downloads/', [get(`/downloads/..%2f..%2fprofiles.json?token=${web.token}`)]],
    ['bad encoding in the query', [get(`/events?token=%`)]],
    ['event stream dropped at once', [get(`/events?token=${web.token}`)]],
    ['prototype keys as channel', post('/ipc/__proto__', '{}')],
    ['constructor as channel', post('/ipc/constructor', '{}')],
    ['prototype pollution body', post('/ipc/app.profiles.list', '{"__proto__":{"polluted":1}}')],
    ['body that is not JSON', post('/ipc/app.profiles.list', '{not json')],
    ['body of invalid UTF-8', post('/ipc/app.profiles.list', Buffer.from([0xff, 0xfe, 0xc0, 0x80]))],
    ['deeply nested JSON', post('/ipc/app.profiles.list', `${'['.repeat(50_000)}${']'.repeat(50_000)}`)],
    ['JSON null body', post('/ipc/app.apiKey.set', 'null')],
    ['wrong types in params', post('/ipc/app.profiles.save', '{"profile":{"id":[],"name":{}}}')],
    ['huge profile header', post('/ipc/data.getChain', '{}', `x-snowscope-profile: ${'p'.repeat(8000)}\r\n`)],
    ['repeated token header', post('/ipc/app.profiles.list', '{}', `x-snowscope-token: other\r\n`)],
    [
      'content-length larger than the body, then close',
      [
        `POST /ipc/app.profiles.list HTTP/1.1\r\nHost: ${host}\r\nx-snowscope-token: ${web.token}\r\nContent-Length: 100\r\n\r\n{"a"`,
      ],
    ],
    [
      'malformed chunked body',
      [
        `POST /ipc/app.profiles.list HTTP/1.1\r\nHost: ${host}\r\nx-snowscope-token: ${web.token}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
      ],
    ],
    [
      'both content-length and chunked',
      [
        `POST /ipc/app.profiles.list HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      ],
    ],
    ['no Host header (HTTP/1.0)', ['GET / HTTP/1.0\r\n\r\n']],
    ['foreign Host', [`GET /% HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`]],
    ['two Host headers', [`GET / HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`]],
    ['Origin null', [get('/%', 'Origin: null\r\n')]],
    ['Origin of bad encoding', [get('/', 'Origin: http://%\r\n')]],
    ['header with a control character', [`GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: a\x01b\r\n\r\n`]],
    ['header without a colon', [`GET / HTTP/1.1\r\nHost: ${host}\r\nnonsense\r\n\r\n`]],
    ['oversized header block', [`GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]],
    ['oversized path', [get(`/${'%'.repeat(60_000)}`)]],
    ['unknown method', [`BREW / HTTP/1.1\r\nHost: ${host}\r\n\r\n`]],
    ['lower-case method', [`get / HTTP/1.1\r\nHost: ${host}\r\n\r\n`]],
    ['PUT on /ipc', [`PUT /ipc/app.profiles.list HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\n\r\n{}`]],
    ['DELETE on a download', [`DELETE /downloads/x HTTP/1.1\r\nHost: ${host}\r\n\r\n`]],
    ['TRACE', [`TRACE / HTTP/1.1\r\nHost: ${host}\r\n\r\n`]],
    ['CONNECT', [`CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: ${host}\r\n\r\n`]],
    ['HTTP/9.9', [`GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`]],
    ['binary garbage', [Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 13, 10])]],
    ['TLS client hello on plain http', [Buffer.from('160301020001000200', 'hex')]],
    ['request line only', ['GET\r\n\r\n']],
    ['half a request, then hang up', [`GET / HTTP/1.1\r\nHo`]],
    ['pipelined good and bad', [`${get('/%').replace('Connection: close\r\n', '')}${get('/')}`]],
  ];

  async function stillServing() {
    expect(web.alive(), `the process died; stderr:\n${web.stderr()}`).toBe(true);
    const page = await fetch(`${web.url}/`);
    expect(page.status).toBe(200);
    const call = await fetch(`${web.url}/ipc/app.profiles.list`, {
      method: 'POST',
      headers: { 'x-snowscope-token': web.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await call.json()) as { ok: boolean }).ok).toBe(true);
  }

  it('answers every malformed request (or closes it) and keeps serving', async () => {
    // All at once, each on its own connection: most of the time is waiting for connections the server keeps
    // open, and a request that kills or wedges the process fails the check that follows just the same.
    const entries = corpus();
    const answers = await Promise.all(entries.map(([, chunks]) => sendRaw(web.port, chunks)));
    entries.forEach(([name], i) => {
      const answer = answers[i] ?? '';
      const status = statusOf(answer);
      // Either no answer (the connection was closed) or a client/server error status; never a crash.
      expect(status === 0 || status >= 200, `${name}: ${answer.slice(0, 80)}`).toBe(true);
    });
    await stillServing();
  });

  it('refuses a path with broken percent-encoding with 400, from a page without the token', async () => {
    expect(statusOf(await sendRaw(web.port, [get('/%')]))).toBe(400);
    expect(statusOf(await sendRaw(web.port, [get('/%c0')]))).toBe(400);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../../etc/passwd']) {
      const answer = await sendRaw(web.port, [get(path)]);
      expect(statusOf(answer), path).toBe(404);
      expect(answer).not.toContain('root:');
    }
  });
});
