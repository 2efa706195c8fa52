import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { TAuction } from '@immora/shared/auctions';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@immora/shared/realtime';
import { auctionQuery } from '../api/get-auction.ts';
import { mergeLive } from '../utils/merge-live.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Follows an auction's room over Socket.IO while the page is open: each `auctionUpdated` is folded
 * into the query cache. After every (re)connection the page joins the room again and refetches,
 * so nothing sent while it was away (or before it joined) is missed.
 */
export function useAuctionLive(auctionId: string, viewerId: string | null): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const { queryKey } = auctionQuery(auctionId, viewerId);
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: SOCKET_PATH });
    socket.on('connect', () => {
      socket.emit('joinAuction', auctionId, (answer) => {
        if (!answer.ok) return;
        setState('live');
        void queryClient.invalidateQueries({ queryKey });
      });
    });
    socket.on('disconnect', () => setState('offline'));
    socket.on('connect_error', () => setState('offline'));
    socket.on('auctionUpdated', (live: TAuction) => {
      if (live.id !== auctionId) return;
      queryClient.setQueryData(queryKey, (cached) => mergeLive(cached, live));
    });
    return () => {
      socket.emit('leaveAuction', auctionId);
      socket.disconnect();
    };
  }, [auctionId, viewerId, queryClient]);

  return state;
}
