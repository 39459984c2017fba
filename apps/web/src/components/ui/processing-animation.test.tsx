import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingAnimation } from './processing-animation';
import { advance, setup } from './test-support';

const messages = ['Reading your resume', 'Finding your positions', 'Checking the dates'];
const live = () => document.querySelector('[aria-live="polite"]');

describe('ProcessingAnimation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cycles its messages every 3 seconds by default in a polite live region', async () => {
    setup(<ProcessingAnimation state="running" messages={messages} />);
    expect(live()?.textContent).toBe('Reading your resume');
    await advance(2999);
    expect(live()?.textContent).toBe('Reading your resume');
    await advance(1);
    expect(live()?.textContent).toBe('Finding your positions');
    await advance(6000);
    expect(live()?.textContent).toBe('Reading your resume');
  });

  it('takes another message speed in seconds', async () => {
    setup(<ProcessingAnimation state="running" messages={messages} messageSpeed={1} />);
    await advance(1000);
    expect(live()?.textContent).toBe('Finding your positions');
  });

  it('says it is working when given no messages', () => {
    setup(<ProcessingAnimation state="running" />);
    expect(live()?.textContent).toBe('Working on it…');
  });

  it('explains the wait when delayed', () => {
    setup(<ProcessingAnimation state="delayed" messages={messages} />);
    expect(live()?.textContent).toBe('This is taking longer than usual. Please wait a little longer.');
  });

  it('shows an alert with an icon and the error slot', () => {
    setup(<ProcessingAnimation state="error" error={<button type="button">Enter manually</button>} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('svg')).toBeTruthy();
    expect(alert.textContent).toContain('Processing failed');
    expect(screen.getByRole('button', { name: 'Enter manually' })).toBeTruthy();
  });

  it('falls back to the generic message without an error slot', () => {
    setup(<ProcessingAnimation state="error" />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later.');
  });
});
