import { createServer, type Server, type Socket } from 'node:net';

/** One mail as the SMTP transport delivered it: what the recipient really reads. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  readonly mails: readonly ReceivedMail[];
  /** The newest mail to the address (letter case ignored), or undefined. */
  latestTo(address: string): ReceivedMail | undefined;
  close(): Promise<void>;
}

// Quoted-printable and base64 are the encodings nodemailer picks for a plain-text body.
function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const ENCODED_WORD = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;

function wordBytes(kind: string, data: string): Buffer {
  if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64');
  return Buffer.from(
    data
      .replace(/_/g, ' ')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

function decodeHeader(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes a subject with non-ASCII letters. The space between two
  // adjacent words is not part of the text (§6.2), and a letter's bytes may be split across them: a run
  // of words is decoded as one.
  return value.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const trailing = /\s*$/.exec(run)?.[0] ?? '';
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, kind = 'B', data = '']) => wordBytes(kind, data));
    return Buffer.concat(bytes).toString('utf8') + trailing;
  });
}

function parseMessage(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  // Dot-stuffing: a line starting with '.' was sent with one more.
  const unstuffed = body.replace(/^\.\./gm, '.');
  return {
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: decodeBody(headers, unstuffed),
  };
}

export interface SmtpSinkOptions {
  /**
   * Refuse this many recipients first (`550 <address>: mailbox unavailable`, naming the address as real
   * servers do), then accept: a delivery that fails, then succeeds when tried again.
   */
  rejectRecipients?: number;
}

/**
 * A tiny SMTP receiver for tests: accepts every mail on 127.0.0.1 and keeps it in memory, so a test can
 * read what the recipient would (the outbox table keeps only a redacted copy of mails with links).
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let toReject = options.rejectRecipients ?? 0;
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let data: string[] | null = null;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 arena-test-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (data) {
          if (line === '.') {
            mails.push(parseMessage(data.join('\r\n'), recipients));
            data = null;
            recipients = [];
            reply('250 OK: queued');
          } else {
            data.push(line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          reply('250-arena-test-sink');
          reply('250 8BITMIME');
        } else if (command === 'HELO') reply('250 arena-test-sink');
        else if (command === 'MAIL') reply('250 OK');
        else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (toReject > 0) {
            toReject--;
            reply(`550 5.1.1 <${address}>: mailbox unavailable`);
          } else {
            recipients.push(address);
            reply('250 OK');
          }
        } else if (command === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    latestTo(recipient) {
      const wanted = recipient.toLowerCase();
      return [...mails].reverse().find((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
