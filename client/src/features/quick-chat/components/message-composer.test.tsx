import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessageComposer } from './message-composer';

function renderComposer(onSend = vi.fn(async () => true), language: 'en' | 'tr' = 'en') {
  renderWithProviders(<MessageComposer onSend={onSend} contactName="Elif Şahin" />, { language });
  const field = screen.getByRole('textbox', {
    name: language === 'en' ? 'Message to Elif Şahin' : 'Elif Şahin kişisine mesaj',
  });
  const send = screen.getByRole('button', { name: language === 'en' ? 'Send' : 'Gönder' });
  return { onSend, field, send };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('MessageComposer', () => {
  it('keeps the send button disabled while the text is blank', () => {
    const { onSend, field, send } = renderComposer();
    expect(send).toBeDisabled();
    type(field, '   \n  ');
    expect(send).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    type(field, 'Hi');
    expect(send).toBeEnabled();
  });

  it('sends the trimmed text on Enter and empties the field', async () => {
    const { onSend, field } = renderComposer();
    type(field, '  Training at 18:00?  ');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('Training at 18:00?');
    expect(field).toHaveValue('');
  });

  it('leaves Shift+Enter to the field (a new line) and does not send', () => {
    const { onSend, field } = renderComposer();
    type(field, 'Line one');
    const event = fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the line break
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('Line one');
  });

  it('does not send while an input method is composing', () => {
    const { onSend, field } = renderComposer();
    type(field, 'merhaba');
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the button and keeps multi-line text inside', async () => {
    const { onSend, field, send } = renderComposer();
    type(field, '\nFirst line\nSecond line\n');
    await act(async () => {
      fireEvent.click(send);
    });
    expect(onSend).toHaveBeenCalledWith('First line\nSecond line');
  });

  it('limits the text to 4000 characters and counts down near the limit', () => {
    const { field } = renderComposer();
    expect(field).toHaveAttribute('maxLength', '4000');
    type(field, 'x'.repeat(3900));
    expect(screen.getByText('100 characters left')).toBeVisible();
  });

  it('gives the draft back with an alert when sending fails', async () => {
    const { field } = renderComposer(vi.fn(async () => false));
    type(field, 'Are you there?');
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The message could not be sent. Try again.');
    expect(field).toHaveValue('Are you there?');
    type(field, 'Are you there?!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Turkish', () => {
    const { field } = renderComposer(undefined, 'tr');
    expect(field).toHaveAttribute('placeholder', 'Bir mesaj yazın');
  });
});
