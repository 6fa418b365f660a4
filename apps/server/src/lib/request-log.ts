import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs two info lines per request; a console that loads a screen makes dozens of requests, and
 * at the default LOG_LEVEL=info they buried everything else. Requests are logged at debug
 * (LOG_LEVEL=debug shows them); a failed request and a failing response stream keep their level.
 */
export class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  /** A browser that leaves a page while a file downloads is no news. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') return super.streamError(error, request, reply);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply }, 'stream closed prematurely');
  }
}
