import type { WorkHistoryData, WorkHistoryEntry } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/ui';
import type { StepComponentProps } from '#web/components/ui';
import { dismissPrefill, prefillQueryKey, prefillQueryOptions } from '../api/prefill';
import { progressStepsQueryKey } from '../api/progress-steps';
import {
  createEntry,
  deleteEntry,
  updateEntry,
  workHistoryQueryKey,
  workHistoryQueryOptions,
} from '../api/work-history';
import { GapEditor } from '../editor/gap-editor';
import { PositionEditor } from '../editor/position-editor';
import type { EntryValues } from '../editor/position-form';
import { EntryList } from './entry-list';
import { entryName } from './entry-text';
import { GapList } from './gap-list';
import { missingItems } from './missing';
import { PrefillList } from './prefill-list';
import { StepNoticeView } from './step-notice';
import { ENTRIES_TITLE_ID, useHistoryEditor } from './use-history-editor';

export interface HistoryStepProps {
  appReqId: string;
  /** Whether an editor holds unsaved changes (the page asks before it is left). */
  onDirtyChange: (dirty: boolean) => void;
}

const newEntry = (type: string): EntryValues => ({ id: crypto.randomUUID(), type });

/**
 * The history step: the look-back asked for, the saved entries (newest first), the gaps to explain, the
 * resume's positions to review, and one editor at a time. Next moves on only when the step is complete;
 * otherwise it says what is missing.
 */
export function HistoryStep({
  appReqId,
  onDirtyChange,
  next,
  previous,
}: HistoryStepProps & StepComponentProps) {
  const { t } = useTranslation();
  // The page loaded both before the flow started, so the data is here.
  const data = useQuery(workHistoryQueryOptions(appReqId)).data as WorkHistoryData;
  const positions = useQuery(prefillQueryOptions()).data?.positions ?? [];
  const editing = useHistoryEditor();
  const queryClient = useQueryClient();
  // After each change the work history (its gaps and completeness), the resume's prefill (a confirmed
  // position leaves it) and the step progress are read again; the change resolves once they are here.
  const reload = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: workHistoryQueryKey(appReqId) }),
      queryClient.refetchQueries({ queryKey: prefillQueryKey }),
      queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
    ]);
  // POST a new entry (a 409 counts as saved) or PUT an edited one; DELETE; all ignore a 404 (000 §8).
  const saving = useMutation({
    mutationFn: ({ entry, create }: { entry: EntryValues; create: boolean }) =>
      create ? createEntry(appReqId, entry) : updateEntry(appReqId, entry),
    onSuccess: reload,
  });
  const removing = useMutation({ mutationFn: (id: string) => deleteEntry(id), onSuccess: reload });
  // The resume's positions not added are dismissed.
  const dismissing = useMutation({ mutationFn: () => dismissPrefill(), onSuccess: reload });
  const busy = saving.isPending || removing.isPending || dismissing.isPending;
  const { confirm, dialog } = useConfirm();
  const { editor } = editing;
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const saveAndClose = async (entry: EntryValues, create: boolean) => {
    await saving.mutateAsync({ entry, create });
    editing.close(t('professional-history.saved', { name: entryName(entry, t) }));
  };

  const remove = (entry: WorkHistoryEntry, from: HTMLElement) => {
    const name = entryName(entry, t);
    return editing.removeAfterConfirm({
      confirm,
      title: t('professional-history.entry.remove-confirm', { name }),
      confirmLabel: t('professional-history.entry.remove'),
      removed: t('professional-history.removed', { name }),
      from,
      remove: () => removing.mutateAsync(entry.id),
    });
  };

  const dismiss = async () => {
    if (busy) return;
    try {
      await dismissing.mutateAsync();
      editing.announce(t('professional-history.prefill.dismissed'));
      document.getElementById(ENTRIES_TITLE_ID)?.focus();
    } catch (error) {
      console.error(error);
      editing.alert(['professional-history.dismiss-failed']);
    }
  };

  // An open editor must be saved or cancelled before the step is left (001 §5).
  const back = () => (editor ? editing.alert(['work.save-or-cancel']) : previous());
  const onNext = () => {
    if (editor) return editing.alert(['work.save-or-cancel']);
    if (data.complete) return next();
    const missing = missingItems(data);
    editing.alert(
      missing.length > 0 ? missing : ['professional-history.missing.details'],
      'professional-history.missing.title',
    );
  };

  return (
    <div className="ph-step">
      <p className="ph-intro">{t('work.look-back', { n: data.config.look_back_years })}</p>
      <p className="ph-hint">{t('work.gap-allowed', { n: data.config.allowed_gap_days })}</p>
      <StepNoticeView notice={editing.notice} alerts={editing.alerts} />
      <section className="ph-section" aria-labelledby={ENTRIES_TITLE_ID}>
        <h3 id={ENTRIES_TITLE_ID} tabIndex={-1}>
          {t('professional-history.entries.title')}
        </h3>
        <EntryList
          entries={data.history}
          incompleteIds={data.incomplete_ids}
          onEdit={(entry, from) =>
            editing.open(
              entry.type === 'gap'
                ? { kind: 'gap', mode: 'edit', entry }
                : { kind: 'position', mode: 'edit', entry },
              from,
            )
          }
          onRemove={(entry, from) => void remove(entry, from)}
        />
      </section>
      <GapList
        gaps={data.gaps}
        onExplain={(gap, from) =>
          editing.open(
            {
              kind: 'gap',
              mode: 'new',
              entry: { ...newEntry('gap'), start_date: gap.start_date, end_date: gap.end_date },
            },
            from,
          )
        }
      />
      <PrefillList
        positions={positions}
        dismissing={busy}
        onReview={(position, from) =>
          editing.open({ kind: 'position', mode: 'prefill', entry: position }, from)
        }
        onDismiss={() => (editor ? editing.alert(['work.save-or-cancel']) : void dismiss())}
      />
      <div className="ph-actions ph-actions--add">
        <button
          type="button"
          className="button"
          onClick={(event) =>
            editing.open({ kind: 'position', mode: 'new', entry: newEntry('job') }, event.currentTarget)
          }
        >
          {t('professional-history.add-job')}
        </button>
        <button
          type="button"
          className="button"
          onClick={(event) =>
            editing.open({ kind: 'position', mode: 'new', entry: newEntry('training') }, event.currentTarget)
          }
        >
          {t('professional-history.add-training')}
        </button>
      </div>
      {editor?.kind === 'position' && (
        <PositionEditor
          key={editor.entry.id}
          mode={editor.mode}
          entry={editor.entry}
          config={data.config}
          onSave={(entry) => saveAndClose(entry, editor.mode !== 'edit')}
          onCancel={() => editing.close()}
          onDirtyChange={onDirtyChange}
        />
      )}
      {editor?.kind === 'gap' && (
        <GapEditor
          key={editor.entry.id}
          mode={editor.mode}
          entry={editor.entry}
          onSave={(entry) => saveAndClose(entry, editor.mode === 'new')}
          onCancel={() => editing.close()}
          onDirtyChange={onDirtyChange}
        />
      )}
      <div className="ph-actions">
        <button type="button" className="button" onClick={back}>
          {t('action.back')}
        </button>
        <button type="button" className="button button--primary" onClick={onNext}>
          {t('action.next')}
        </button>
      </div>
      {dialog}
    </div>
  );
}
