// The chat's events across API processes: with Redis (REDIS_URL), socket.io's Redis adapter publishes
// every room broadcast, and every process passes it on to its own sockets in that room, so a message
// announced on one process reaches a learner connected to another. Without Redis, the default in-memory
// adapter: one process, its own sockets.
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServerOptions } from 'socket.io';
import type { RedisLink } from '../scale/redis-link.ts';

export function socketAdapterOptions(redis: RedisLink | undefined): Partial<ServerOptions> {
  if (!redis) return {};
  // Publishing is a plain command (the shared connection); receiving needs a connection of its own.
  return { adapter: createAdapter(redis.client, redis.subscriber(), { key: `${redis.prefix}socket.io` }) };
}
