import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_MS, LoadingScreen, MESSAGES, PARTICLES, ROTATE_MS } from './loading-screen.tsx';

describe('LoadingScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Before';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the constants of the spec', () => {
    expect(MESSAGES).toEqual([
      'Preparing your experience',
      'Loading properties',
      'Fetching the latest listings',
      'Almost there',
      'Setting up your dashboard',
    ]);
    expect(PARTICLES).toBe(50);
    expect(ROTATE_MS).toBe(3000);
    expect(ANIMATION_MS).toBe(1200);
  });

  it('rotates its message every 3 seconds, in order, and wraps around', () => {
    const { container } = render(<LoadingScreen />);
    const message = () => screen.getByTestId('loading-message').textContent;
    expect(message()).toBe(MESSAGES[0]);
    expect(document.title).toBe(`Loading... ${MESSAGES[0]}`);
    act(() => vi.advanceTimersByTime(ROTATE_MS - 1));
    expect(message()).toBe(MESSAGES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBe(MESSAGES[1]);
    expect(document.title).toBe(`Loading... ${MESSAGES[1]}`);
    for (let i = 2; i < MESSAGES.length; i += 1) {
      act(() => vi.advanceTimersByTime(ROTATE_MS));
      expect(message()).toBe(MESSAGES[i]);
    }
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(message()).toBe(MESSAGES[0]);
    expect(container.querySelectorAll('.loading-screen__particle')).toHaveLength(PARTICLES);
  });

  it('restores the previous title when it unmounts', () => {
    const { unmount } = render(<LoadingScreen />);
    expect(document.title.startsWith('Loading...')).toBe(true);
    unmount();
    expect(document.title).toBe('Before');
  });
});
