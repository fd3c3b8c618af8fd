import type { ServerEventPayload, ServerToClientEvents } from '@common/realtime';
import type { Server } from 'socket.io';

/** Rooms are per member, so every tab of a member receives what is sent to them. */
export const userRoom = (userId: number) => `user:${userId}`;

export interface Realtime {
  /** Pushes an event to every connected tab of a member, on any server process. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
  attach(io: Server): void;
  /**
   * Which of these members have a socket open on any server process (through the Redis
   * adapter, every instance answers); nobody before the socket server exists.
   */
  connected(userIds: readonly number[]): Promise<Set<number>>;
}

/** REST handlers push through this before the socket server exists (and in API tests). */
export function createRealtime(): Realtime {
  let server: Server | undefined;
  return {
    toUser(userId, event, payload) {
      server?.to(userRoom(userId)).emit(event, payload);
    },
    attach(io) {
      server = io;
    },
    async connected(userIds) {
      if (!server || userIds.length === 0) return new Set();
      const sockets = await server.in(userIds.map(userRoom)).fetchSockets();
      const rooms = new Set(sockets.flatMap((socket) => [...socket.rooms]));
      return new Set(userIds.filter((id) => rooms.has(userRoom(id))));
    },
  };
}
