import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnswersFollowLanguage } from './use-answers-follow-language.ts';

describe('useAnswersFollowLanguage (decision 055)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('asks for every answer again when the language changes, and not when it stays', async () => {
    await i18next.changeLanguage('en');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = renderHook(() => useAnswersFollowLanguage(queryClient));
    await i18next.changeLanguage('en');
    expect(invalidate).not.toHaveBeenCalled();
    await i18next.changeLanguage('fr');
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
    await i18next.changeLanguage('nl');
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
