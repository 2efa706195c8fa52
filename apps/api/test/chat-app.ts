import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { chatSocket } from './chat.ts';
import { listen, type TestSocket } from './realtime.ts';

/**
 * The app of a test file, listening for real chat clients (set up before the file's tests, closed
 * after them with every socket `connect` opened).
 */
export function listeningChatApp() {
  const state = { ctx: undefined as unknown as TestContext, base: '' };
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    state.ctx = await createTestApp();
    state.base = await listen(state.ctx.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await state.ctx.close();
  });
  return {
    get ctx() {
      return state.ctx;
    },
    connect: async (token: string | undefined) => {
      const socket = await chatSocket(state.base, token);
      sockets.push(socket);
      return socket;
    },
  };
}
