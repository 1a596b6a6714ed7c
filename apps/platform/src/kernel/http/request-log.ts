import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../../config.js';
import type { RequestRecorder } from '../metrics/http-metrics.js';

/** The process's logger: JSON lines, or through pino-pretty (`LOG_FORMAT=pretty`) a readable line each. */
export const loggerOptions = (config: Pick<Config, 'logLevel' | 'logFormat'>) =>
  config.logFormat === 'pretty'
    ? {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
        },
      }
    : { level: config.logLevel };

/**
 * One line per request, when it is answered, at debug, instead of Fastify's two at info:
 * `GET /stores/v1/products 200 4 ms`. Production at info logs none of them (errors still are);
 * `npm start` at debug shows each.
 */
export class RequestLines extends LogController {
  /** `record`, when given, is told of every answered request (the metrics), errors included. */
  constructor(private readonly record?: RequestRecorder) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    this.record?.(request, reply);
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // At info (production) the line is not written: not made either, on every request. (The
    // silent logger of `logger: false` has no levels: nothing is written there anyway.)
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean };
    if (!log.isLevelEnabled?.('debug')) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(
      { statusCode: reply.statusCode, ms },
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms`,
    );
  }
}
