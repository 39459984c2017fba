import type { WordingKey } from '@credence/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntryValues } from '../editor/position-form';
import type { PositionEditorMode } from '../editor/position-editor';

/** The one editor open on the history step, if any. */
export type OpenEditor =
  | { kind: 'position'; mode: PositionEditorMode; entry: EntryValues }
  | { kind: 'gap'; mode: 'new' | 'edit'; entry: EntryValues };

/** What the step says above its lists: a problem (focused, so it is read at once), or news. */
export type StepNotice =
  { tone: 'alert'; title?: WordingKey; items: WordingKey[] } | { tone: 'status'; message: string };

/** Where focus goes when the element that opened an editor is gone (e.g. the gap it explained). */
export const ENTRIES_TITLE_ID = 'ph-entries-title';

/**
 * The history step's editor and notices. One editor at a time (001 §5: an open experience must be saved or
 * cancelled first): opening another while one is open says so instead. When an editor closes, focus goes
 * back to what opened it, or to the list of entries when that is gone.
 */
export function useHistoryEditor<E = OpenEditor>({
  listId = ENTRIES_TITLE_ID,
  saveOrCancel = 'work.save-or-cancel',
}: { listId?: string; saveOrCancel?: WordingKey } = {}) {
  const [editor, setEditor] = useState<E | null>(null);
  const [notice, setNotice] = useState<StepNotice | null>(null);
  // Counts alerts, so the same alert shown twice takes focus twice.
  const [alerts, setAlerts] = useState(0);
  const [closes, setCloses] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  const alert = useCallback((items: WordingKey[], title?: WordingKey) => {
    setNotice({ tone: 'alert', items, ...(title ? { title } : {}) });
    setAlerts((count) => count + 1);
  }, []);

  /** False (and the save-or-cancel alert) while another editor is open. */
  const open = (next: E, from: HTMLElement | null) => {
    if (editor) {
      alert([saveOrCancel]);
      return false;
    }
    opener.current = from;
    setNotice(null);
    setEditor(next);
    return true;
  };

  const close = (news?: string) => {
    setEditor(null);
    setNotice(news ? { tone: 'status', message: news } : null);
    setCloses((count) => count + 1);
  };

  useEffect(() => {
    if (closes === 0) return;
    const back = opener.current;
    const target = back?.isConnected ? back : document.getElementById(listId);
    target?.focus();
  }, [closes, listId]);

  /**
   * Remove with the confirm dialog: refused while an editor is open; cancelling returns focus to the button;
   * done, it says so and focus goes to the list's heading; a failure says so.
   */
  const removeAfterConfirm = async (options: {
    confirm: (request: { title: string; confirmLabel: string }) => Promise<boolean>;
    title: string;
    confirmLabel: string;
    removed: string;
    from: HTMLElement;
    remove: () => Promise<void>;
  }) => {
    if (editor) return alert([saveOrCancel]);
    const confirmed = await options.confirm({ title: options.title, confirmLabel: options.confirmLabel });
    if (!confirmed) return options.from.focus();
    try {
      await options.remove();
      setNotice({ tone: 'status', message: options.removed });
      document.getElementById(listId)?.focus();
    } catch (error) {
      console.error(error);
      alert(['professional-history.remove-failed']);
    }
  };

  return {
    editor,
    removeAfterConfirm,
    /** Says to save or cancel the open editor first (001 §5). */
    saveOrCancelFirst: () => alert([saveOrCancel]),
    open,
    close,
    notice,
    alerts,
    alert,
    announce: (message: string) => setNotice({ tone: 'status', message }),
    clearNotice: () => setNotice(null),
  };
}
