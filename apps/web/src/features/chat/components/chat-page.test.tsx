import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, type TChat, type TChatUser } from '@immora/shared/chat';
import { Toaster } from '../../../components/toast/toaster.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import fr from '../../../i18n/locales/fr/chat.json';
import nl from '../../../i18n/locales/nl/chat.json';
import { ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import ChatPage from './chat-page.tsx';

/** A socket whose sends the server refuses with `refusal` (what the chat's acks answer). */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const fake = {
    refusal: '',
    handlers,
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    emit: () => undefined,
    timeout: () => ({
      emit: (_event: string, _payload: unknown, answer: (err: Error | null, ack: unknown) => void) =>
        answer(null, { ok: false, error: fake.refusal }),
    }),
    disconnect: () => undefined,
  };
  return fake;
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

const person = (id: string, name: string): TChatUser => ({
  id,
  _id: id,
  name,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1]!,
  profilePicture: null,
  isOnline: false,
});
const agency = person('a1', 'Catherine Dubois');
const chat: TChat = {
  id: 'c1',
  _id: 'c1',
  isGroupChat: false,
  name: agency.name,
  participants: [person('u1', 'Lotte Janssens'), agency],
  groupAdmin: null,
  lastMessage: null,
  unreadMessages: 0,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('ChatPage', () => {
  it.each([
    { language: 'nl', texts: nl, refusal: CHAT_MESSAGES.notMember, shown: nl.messages.notMember },
    { language: 'fr', texts: fr, refusal: CHAT_MESSAGES.readOnly, shown: fr.messages.readOnly },
    { language: 'nl', texts: nl, refusal: CHAT_MESSAGES.tooFast, shown: nl.messages.tooFast },
    { language: 'nl', texts: nl, refusal: 'Something the screen does not know', shown: nl.failed },
  ])(
    "says a refused send in the reader's language ($language): $refusal",
    async ({ language, texts, refusal, shown }) => {
      i18next.addResourceBundle(language, 'chat', texts, true, true);
      await i18next.changeLanguage(language);
      signIn('individual');
      vi.stubGlobal(
        'fetch',
        routeFetch({ 'GET /api/chat/chats/u1': ok([chat]), 'GET /api/chat/agents': ok([agency]) }).fetchMock,
      );
      socket.refusal = refusal;
      renderRoute(<ChatPage />, '/dashboard-message');
      render(<Toaster />);
      await waitFor(() => expect(socket.handlers.get('connect')).toBeDefined());
      act(() => socket.handlers.get('connect')!());
      fireEvent.click(await screen.findByTestId('chat-item'));
      fireEvent.change(screen.getByLabelText(texts.typeMessage), { target: { value: 'Are the keys at the office?' } });
      fireEvent.click(screen.getByRole('button', { name: texts.send }));
      expect((await screen.findByText(shown)).className).toBe('toast__text');
      expect(screen.queryByText(refusal)).toBeNull();
    },
  );
});
