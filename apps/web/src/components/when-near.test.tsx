import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near.tsx';

const part = (
  <WhenNear placeholder={<p>Loading the chart…</p>}>
    <p>The chart</p>
  </WhenNear>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('is drawn as its placeholder until near, marked for the start script of a read-mostly page (decision 089)', () => {
    // A browser that can tell (jsdom cannot): nothing is near before it has said so.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(part);
    const box = host.firstElementChild!;
    expect(box.hasAttribute('data-when-near')).toBe(true);
    expect(box.textContent).toBe('Loading the chart…');
  });

  it('loses the mark once its part is near (at once where the browser cannot tell)', async () => {
    const { container } = render(part);
    expect(await screen.findByText('The chart')).toBeTruthy();
    expect(container.querySelector('[data-when-near]')).toBeNull();
  });
});
