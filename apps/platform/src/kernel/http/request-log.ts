import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../../config.js';

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
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(
      { statusCode: reply.statusCode, ms },
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms`,
    );
  }
}
