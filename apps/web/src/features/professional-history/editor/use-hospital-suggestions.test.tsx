import { HOSPITAL_SEARCH_DEBOUNCE_MS } from '@credence/shared';
import type { HospitalData } from '@credence/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY } from '../test/fake-affiliations';
import { useHospitalSuggestions } from './use-hospital-suggestions';

const [SOUTHEAST, BRIGHAM] = DIRECTORY as [HospitalData, HospitalData];

/** A search whose answers the test hands out, in any order. */
function controlledSearch() {
  const calls: {
    text: string;
    signal: AbortSignal;
    answer: (found: HospitalData[]) => void;
    fail: () => void;
  }[] = [];
  const search = vi.fn(
    (text: string, { signal }: { signal?: AbortSignal } = {}) =>
      new Promise<HospitalData[]>((resolve, reject) => {
        calls.push({ text, signal: signal!, answer: resolve, fail: () => reject(new Error('down')) });
      }),
  );
  return { search, calls };
}

describe('useHospitalSuggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`asks once, ${HOSPITAL_SEARCH_DEBOUNCE_MS} ms after the last key, with what was typed last`, async () => {
    expect(HOSPITAL_SEARCH_DEBOUNCE_MS).toBe(300);
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useHospitalSuggestions(search));
    for (const text of ['so', 'sou', 'sout', 'south']) {
      act(() => result.current.search(text));
      act(() => vi.advanceTimersByTime(100));
    }
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(199));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.text)).toEqual(['south']);
    await act(async () => calls[0]!.answer([SOUTHEAST]));
    expect(result.current.suggestions).toEqual([
      {
        id: '010001',
        description: 'SOUTHEAST HEALTH MEDICAL CENTER, 1108 ROSS CLARK CIRCLE, DOTHAN, AL 36301',
        hospital: SOUTHEAST,
      },
    ]);
  });

  it('uses only the latest answer: an older one arriving later is cancelled and ignored', async () => {
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useHospitalSuggestions(search));
    act(() => result.current.search('south'));
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    act(() => result.current.search('brigham'));
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    expect(calls.map((call) => call.text)).toEqual(['south', 'brigham']);
    await act(async () => calls[1]!.answer([BRIGHAM]));
    await act(async () => calls[0]!.answer([SOUTHEAST]));
    expect(result.current.suggestions.map((option) => option.id)).toEqual(['220110']);
    // A late failure of the older request says nothing either.
    await act(async () => calls[0]!.fail());
    expect(result.current.failed).toBe(false);
  });

  it('does not ask about fewer than 2 characters, and clears what was found', async () => {
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useHospitalSuggestions(search));
    act(() => result.current.search('bri'));
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    await act(async () => calls[0]!.answer([BRIGHAM]));
    act(() => result.current.search('b'));
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current.suggestions).toEqual([]);
  });

  it('says the search failed, and recovers on the next answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { search, calls } = controlledSearch();
    const { result } = renderHook(() => useHospitalSuggestions(search));
    act(() => result.current.search('brigham'));
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    await act(async () => calls[0]!.fail());
    expect(result.current.failed).toBe(true);
    act(() => result.current.search('brigham and'));
    act(() => vi.advanceTimersByTime(HOSPITAL_SEARCH_DEBOUNCE_MS));
    await act(async () => calls[1]!.answer([BRIGHAM]));
    expect(result.current.failed).toBe(false);
    expect(result.current.suggestions).toHaveLength(1);
  });
});
