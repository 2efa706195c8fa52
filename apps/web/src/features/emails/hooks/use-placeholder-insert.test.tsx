import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlaceholderInsert } from './use-placeholder-insert.ts';

function Message() {
  const [value, setValue] = useState('Hello , see you soon');
  const { ref, insert } = usePlaceholderInsert(value, setValue);
  return (
    <>
      <textarea aria-label="Message" ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={() => insert('firstName')}>
        first name
      </button>
    </>
  );
}

describe('usePlaceholderInsert', () => {
  it('puts the placeholder at the cursor and the cursor after it before the click is over', () => {
    render(<Message />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Message');
    box.focus();
    box.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'first name' }));
    // No frame has passed: what is typed next goes after the placeholder, not in front of it.
    expect(box.value).toBe('Hello {{firstName}}, see you soon');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([19, 19]);
  });
});
