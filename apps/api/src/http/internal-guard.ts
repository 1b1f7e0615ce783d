import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';

/** Whether the TCP peer is this machine (127.0.0.0/8 or ::1, IPv4-mapped included). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a);
}

/** Constant-time comparison of a presented token with the expected one (both hashed first). */
function tokenMatches(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The guard of every internal (operator) route, `/api/internal/…` (ARCHITECTURE: one owner):
 * throws AppError 403 'internalLoopbackOnly' unless the request comes straight from this machine
 * (TCP peer on loopback and no proxy forwarding header: a local reverse proxy does not make an
 * outside request internal), 401 'badAdminToken' without `Authorization: Bearer <token>`.
 */
export function requireInternalCaller(request: FastifyRequest, token: string): void {
  const h = request.headers;
  if (!isLoopback(request.raw.socket.remoteAddress) || h['x-forwarded-for'] || h.forwarded || h['x-real-ip'])
    throw new AppError('internalLoopbackOnly', 403);
  const auth = h.authorization ?? '';
  const presented = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (!presented || !tokenMatches(presented, token)) throw new AppError('badAdminToken', 401);
}

/** 400 'internalBodyExpected': an internal route's body is not of `shape`, e.g. '{ brandId, orderId, status }'. */
export const internalBodyRefusal = (shape: string): AppError =>
  new AppError('internalBodyExpected', 400, { args: [shape] });

/** 400 'internalRefused': an importer or a settings writer refused with `reason` (English, operator-facing). */
export const internalRefusal = (reason: string): AppError =>
  new AppError('internalRefused', 400, { args: [reason] });
