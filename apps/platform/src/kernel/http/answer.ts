import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './cors.js';
import { type AnswerParts, joined, writeAnswer } from './shared-items.js';
import { WriteBuffers } from './write-buffers.js';

export type ContentEncoding = 'br' | 'gzip';

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli when the client takes it (about a
 * tenth of a catalogue page's JSON), else gzip, else none. Tokens with `q=0` are refused ones.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (header === undefined) return undefined;
  // A client sends the same header with every request: the last one's answer is kept.
  if (header === lastNegotiated.header) return lastNegotiated.encoding;
  const encoding = encodingFor(header);
  if (typeof header === 'string') lastNegotiated = { header, encoding };
  return encoding;
}

let lastNegotiated: { header?: string; encoding?: ContentEncoding } = {};

function encodingFor(header: string | string[]): ContentEncoding | undefined {
  const accepted = new Set(
    String(header)
      .split(',')
      .map((token) => token.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Fast settings: an uncached answer is compressed on every call (Brotli quality 4 costs about
 * what gzip's default does and compresses better); a cached one once.
 */
function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body);
}

/**
 * A finished answer kept for sending again (`route()`'s cache): the JSON bytes, their entity
 * tag, and each compressed form, made the first time a client asks for it and kept with it.
 */
export class Answer {
  private tag: string | undefined;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly body: Buffer) {}

  /** What the cache counts: the JSON bytes (compressed forms add about a fifth at most). */
  get byteLength(): number {
    return this.body.length;
  }

  /** A strong validator: the same bytes always give the same tag, on every process. */
  get etag(): string {
    this.tag ??= `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }

  encodedAs(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encodeBody(this.body, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends `body` as it is, or compressed when it is long enough and the client takes an encoding
 * we make; `encodedAs` makes (or finds, for a kept answer) the compressed form.
 */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encodedAs: (encoding: ContentEncoding) => Buffer = (encoding) => encodeBody(body, encoding),
): FastifyReply {
  if (body.length < MIN_COMPRESSED_BYTES) return reply.send(body);
  addVary(reply, 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encodedAs(encoding));
}

const writeBuffers = new WriteBuffers();

/**
 * Sends an answer made of parts already in memory (a page's shell and its kept products): written
 * into a buffer taken from `writeBuffers` and sent as one, the buffer given back when the response
 * has finished (a response that never finishes leaves its buffer to the garbage collector).
 * Joined into a new buffer instead when it must be compressed, or for a HEAD request (Fastify
 * then sends the headers alone).
 */
export function sendParts(request: FastifyRequest, reply: FastifyReply, answer: AnswerParts): FastifyReply {
  const { length } = answer;
  const encoding =
    length < MIN_COMPRESSED_BYTES ? undefined : negotiateEncoding(request.headers['accept-encoding']);
  if (encoding || answer.items.length === 0 || request.method === 'HEAD') {
    return sendCompressible(request, reply, joined(answer));
  }
  if (length >= MIN_COMPRESSED_BYTES) addVary(reply, 'accept-encoding');
  reply.header('content-length', String(length));
  // Fastify writes its own payload; this one is written here, and its response hooks and log
  // line still run when the response finishes.
  reply.hijack();
  const response = reply.raw;
  response.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  const buffer = writeBuffers.take(length);
  writeAnswer(answer, buffer);
  response.end(buffer.subarray(0, length), () => writeBuffers.giveBack(buffer));
  return reply;
}

/**
 * Sends a kept answer with its entity tag (a client that has these bytes gets a 304 and no body),
 * compressed as `sendCompressible` does, each form made once.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  headers: { contentType: string; cacheControl: string },
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', headers.cacheControl);
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim() === answer.etag)) return reply.code(304).send();
  reply.type(headers.contentType);
  return sendCompressible(request, reply, answer.body, (encoding) => answer.encodedAs(encoding));
}
