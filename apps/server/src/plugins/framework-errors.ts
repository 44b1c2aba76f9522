import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { frameworkErrorBody } from './error-handler.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Fastify's `frameworkErrors`: the router refuses before any route or hook runs (an over-long path
 * parameter: 414, a malformed URL: 400). Answered in the §8 shape with the §9 headers (the hooks
 * that set them never run here) and without quoting the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.headers(SECURITY_HEADERS).status(status).send(frameworkErrorBody(status));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (a
 * malformed request line, headers over the size limit: 431, a request that took too long: 408).
 * Same §8 body and §9 headers as every other answer; then the connection closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(frameworkErrorBody(status));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(err);
}
