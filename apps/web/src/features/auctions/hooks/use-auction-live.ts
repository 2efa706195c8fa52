import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket, io as connectTo } from 'socket.io-client';
import type { TAuction } from '@immora/shared/auctions';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@immora/shared/realtime';
import { afterAppReady } from '../../../lib/app-ready.ts';
import { auctionQuery } from '../api/get-auction.ts';
import { mergeLive } from '../utils/merge-live.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Follows an auction's room over Socket.IO while the page is open: each `auctionUpdated` is folded
 * into the query cache. After every (re)connection the page joins the room again and refetches,
 * so nothing sent while it was away (or before it joined) is missed.
 *
 * The connection, and Socket.IO's client code, which is a chunk of its own, wait until the app
 * has taken over the page (decision 046) and the browser is idle: on a guest's server-drawn first
 * screen they would otherwise compete with the hydration (issue 37). The refetch on joining
 * covers any bid placed meanwhile.
 */
export function useAuctionLive(auctionId: string, viewerId: string | null): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const { queryKey } = auctionQuery(auctionId, viewerId);
    let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
    let left = false;
    const connect = async () => {
      let io: typeof connectTo;
      try {
        ({ io } = await import('socket.io-client'));
      } catch {
        if (!left) setState('offline');
        return;
      }
      if (left) return;
      const live: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: SOCKET_PATH });
      socket = live;
      live.on('connect', () => {
        live.emit('joinAuction', auctionId, (answer) => {
          if (!answer.ok) return;
          setState('live');
          void queryClient.invalidateQueries({ queryKey });
        });
      });
      live.on('disconnect', () => setState('offline'));
      live.on('connect_error', () => setState('offline'));
      live.on('auctionUpdated', (update: TAuction) => {
        if (update.id !== auctionId) return;
        queryClient.setQueryData(queryKey, (cached) => mergeLive(cached, update));
      });
    };
    const cancel = afterAppReady(() => void connect());
    return () => {
      left = true;
      cancel();
      if (socket) {
        socket.emit('leaveAuction', auctionId);
        socket.disconnect();
      }
    };
  }, [auctionId, viewerId, queryClient]);

  return state;
}
