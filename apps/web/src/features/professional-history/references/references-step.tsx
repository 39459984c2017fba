import { PEER_REFERENCES_MAX } from '@credence/shared';
import type { PeerReferenceEntry, ReferencesData } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/ui';
import type { StepComponentProps } from '#web/components/ui';
import { progressStepsQueryKey } from '../api/progress-steps';
import {
  deleteReference,
  referencesQueryKey,
  referencesQueryOptions,
  saveReference,
} from '../api/references';
import { ReferenceEditor } from '../editor/reference-editor';
import type { ReferenceValues } from '../editor/reference-form';
import { StepNoticeView } from '../history/step-notice';
import { useHistoryEditor } from '../history/use-history-editor';
import { completeCount, missingReferenceItems } from './missing';
import { REFERENCES_TITLE_ID, ReferenceList } from './reference-list';
import { referenceName } from './reference-text';
import { ReferenceRules } from './reference-rules';

export interface ReferencesStepProps {
  appReqId: string;
  /** Whether the editor holds unsaved changes (the page asks before it is left). */
  onDirtyChange: (dirty: boolean) => void;
}

type OpenReference = { mode: 'new' | 'edit'; entry: ReferenceValues };

/**
 * The references step (000 §4, §7; 001 §3, §5; decision 021): the rules, how many references the requirement
 * asks for and how many are complete, the references numbered 1st to 5th, and one editor at a time. Next
 * moves on only when the step is complete; otherwise it says what is missing. An open editor must be saved
 * or cancelled first.
 */
export function ReferencesStep({
  appReqId,
  onDirtyChange,
  next,
  previous,
}: ReferencesStepProps & StepComponentProps) {
  const { t } = useTranslation();
  // The page loaded it before the flow started, so the data is here.
  const data = useQuery(referencesQueryOptions(appReqId)).data as ReferencesData;
  const editing = useHistoryEditor<OpenReference>({
    listId: REFERENCES_TITLE_ID,
    saveOrCancel: 'reference.save-or-cancel',
  });
  const queryClient = useQueryClient();
  // After each change the references and the step progress are read again; it resolves once they are here.
  const reload = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: referencesQueryKey(appReqId) }),
      queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
    ]);
  // POST the reference, new or edited (its id decides); DELETE ignores a 404 (000 §8).
  const saving = useMutation({
    mutationFn: (entry: ReferenceValues) => saveReference(appReqId, entry),
    onSuccess: reload,
  });
  const removing = useMutation({ mutationFn: (id: string) => deleteReference(id), onSuccess: reload });
  const { confirm, dialog } = useConfirm();
  const { editor } = editing;
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const saveAndClose = async (entry: ReferenceValues) => {
    await saving.mutateAsync(entry);
    editing.close(t('references.saved', { name: referenceName(entry, t) }));
  };

  const remove = (entry: PeerReferenceEntry, from: HTMLElement) => {
    const name = referenceName(entry, t);
    return editing.removeAfterConfirm({
      confirm,
      title: t('references.remove-confirm', { name }),
      confirmLabel: t('professional-history.entry.remove'),
      removed: t('references.removed', { name }),
      from,
      remove: () => removing.mutateAsync(entry.id),
    });
  };

  const back = () => (editor ? editing.saveOrCancelFirst() : previous());
  const onNext = () => {
    if (editor) return editing.saveOrCancelFirst();
    if (data.complete) return next();
    const missing = missingReferenceItems(data);
    editing.alert(
      missing.length > 0 ? missing : ['professional-history.missing.details'],
      'references.missing.title',
    );
  };

  const { config } = data;
  return (
    <div className="ph-step">
      <ReferenceRules config={config} />
      <p className="ph-intro">
        {t('references.count', { n: config.required_count })}{' '}
        {t('references.complete-count', { done: completeCount(data), n: config.required_count })}
      </p>
      <StepNoticeView notice={editing.notice} alerts={editing.alerts} />
      <section className="ph-section" aria-labelledby={REFERENCES_TITLE_ID}>
        <h3 id={REFERENCES_TITLE_ID} tabIndex={-1}>
          {t('references.list.title')}
        </h3>
        <ReferenceList
          references={data.references}
          incompleteIds={data.incomplete_ids}
          onEdit={(entry, from) => editing.open({ mode: 'edit', entry }, from)}
          onRemove={(entry, from) => void remove(entry, from)}
        />
      </section>
      {data.references.length < PEER_REFERENCES_MAX && (
        <div className="ph-actions ph-actions--add">
          <button
            type="button"
            className="button"
            onClick={(event) =>
              editing.open({ mode: 'new', entry: { id: crypto.randomUUID() } }, event.currentTarget)
            }
          >
            {t('references.add')}
          </button>
        </div>
      )}
      {editor && (
        <ReferenceEditor
          key={editor.entry.id}
          mode={editor.mode}
          entry={editor.entry}
          config={config}
          providerType={data.provider_type}
          onSave={saveAndClose}
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
