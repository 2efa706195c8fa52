import i18next from 'i18next';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@immora/shared/chat';
import en from '../../../i18n/locales/en/chat.json';
import nl from '../../../i18n/locales/nl/chat.json';
import { useChatMessage } from './use-chat-message.ts';

const translate = () => renderHook(() => useChatMessage()).result.current;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('useChatMessage', () => {
  it('has every chat answer of the server in English word for word', () => {
    expect(en.messages).toEqual(CHAT_MESSAGES);
  });

  it("says the server's refusal in the reader's language, and the screen's sentence for anything else", async () => {
    i18next.addResourceBundle('nl', 'chat', nl, true, true);
    await i18next.changeLanguage('nl');
    expect(translate()(CHAT_MESSAGES.readOnly, 'failed')).toBe('Je kunt in dit gesprek geen berichten meer sturen.');
    expect(translate()(CHAT_MESSAGES.notAdmin, 'failed')).toBe('Alleen de beheerder van de groep kan dit doen.');
    expect(translate()('Failed to fetch', 'Er is iets misgegaan!')).toBe('Er is iets misgegaan!');
  });
});
