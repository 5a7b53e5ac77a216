// Rate limits (D14): a token bucket per API key that holds one second's worth of requests
// and refills continuously; the signed document links, which have no key, get one per client
// address (D48). Every limited response carries RateLimit-Limit, -Remaining and
// -Reset; a request over the limit is 429 `rate_limited` with Retry-After. Limits are held
// in this process's memory.
import type { NextFunction, Request, Response } from 'express';
import type { Clock } from '../../config.js';
import { ApiError } from '../errors/index.js';

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface Verdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one request will be accepted (0 when allowed). */
  retryAfterSeconds: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly perSecond: number, private readonly clock: Clock) {}

  /** Takes one token from the key's bucket, if it has one. */
  take(key: string): Verdict {
    const now = this.clock().getTime();
    const bucket = this.buckets.get(key) ?? { tokens: this.perSecond, updatedMs: now };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + ((now - bucket.updatedMs) / 1000) * this.perSecond);
    bucket.updatedMs = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.forgetFullBuckets(now);
    return {
      allowed,
      limit: this.perSecond,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((this.perSecond - bucket.tokens) / this.perSecond),
      retryAfterSeconds: allowed ? 0 : Math.ceil((1 - bucket.tokens) / this.perSecond),
    };
  }

  private forgetFullBuckets(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updatedMs) / 1000) * this.perSecond >= this.perSecond) this.buckets.delete(key);
    }
  }
}

/**
 * A middleware that takes one token per request from the bucket `keyOf` names; `who` starts the
 * 429 message. `perSecond` 0 turns limiting off.
 */
function limitBy(perSecond: number, clock: Clock, keyOf: (req: Request, res: Response) => string, who: string) {
  const limiter = perSecond > 0 ? new TokenBucketLimiter(perSecond, clock) : undefined;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!limiter) return next();
    const verdict = limiter.take(keyOf(req, res));
    res.setHeader('RateLimit-Limit', String(verdict.limit));
    res.setHeader('RateLimit-Remaining', String(verdict.remaining));
    res.setHeader('RateLimit-Reset', String(verdict.resetSeconds));
    if (!verdict.allowed) {
      throw new ApiError(429, `${who} is limited to ${verdict.limit} requests a second; retry after ${verdict.retryAfterSeconds} s.`, {
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      });
    }
    next();
  };
}

/** Middleware for authenticated routes: a bucket per API key. */
export function rateLimit(perSecond: number, clock: Clock) {
  return limitBy(perSecond, clock, (_req, res) => res.locals.keyId as string, 'This key');
}

/** Middleware for the signed links, which carry no key (D48): a bucket per client address, of the same size. */
export function rateLimitByAddress(perSecond: number, clock: Clock) {
  return limitBy(perSecond, clock, (req) => req.ip ?? 'unknown', 'This address');
}
