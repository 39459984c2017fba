import { isWordingKey } from '#web/lib/i18n';
import type { AffiliationAnswer, AffiliationEntry, AffiliationsData, WordingKey } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/ui';
import type { StepComponentProps } from '#web/components/ui';
import { isApiError } from '#web/lib/api-client';
import {
  affiliationsQueryKey,
  affiliationsQueryOptions,
  createAffiliation,
  deleteAffiliation,
  saveAffiliationAnswer,
  updateAffiliation,
} from '../api/affiliations';
import { progressStepsQueryKey } from '../api/progress-steps';
import { AffiliationEditor } from '../editor/affiliation-editor';
import type { AffiliationValues } from '../editor/affiliation-form';
import { StepNoticeView } from '../history/step-notice';
import { useHistoryEditor } from '../history/use-history-editor';
import { AFFILIATIONS_TITLE_ID, AffiliationList } from './affiliation-list';
import { affiliationName } from './affiliation-text';
import { AnswerQuestion } from './answer-question';
import { missingAffiliationItems } from './missing';

export interface AffiliationsStepProps {
  appReqId: string;
  /** Whether the editor holds unsaved changes (the page asks before it is left). */
  onDirtyChange: (dirty: boolean) => void;
}

type OpenAffiliation = { mode: 'new' | 'edit'; entry: AffiliationValues };

/** The sentence a refused answer carries (e.g. 'affiliation.remove-first'), else a general one. */
function answerFailureKey(error: unknown): WordingKey {
  const detail = isApiError(error) ? error.details.find((item) => isWordingKey(item.message)) : undefined;
  return detail && isWordingKey(detail.message) ? detail.message : 'affiliations.answer-failed';
}

/**
 * The affiliations step (000 §3, §5; decision 020): the look-back, whether there are affiliations to list,
 * and with 'yes' the affiliations and one editor at a time. Next moves on only when the step is complete;
 * otherwise it says what is missing. An open editor must be saved or cancelled first (001 §5).
 */
export function AffiliationsStep({
  appReqId,
  onDirtyChange,
  next,
  previous,
}: AffiliationsStepProps & StepComponentProps) {
  const { t } = useTranslation();
  // The page loaded it before the flow started, so the data is here.
  const data = useQuery(affiliationsQueryOptions(appReqId)).data as AffiliationsData;
  const editing = useHistoryEditor<OpenAffiliation>({
    listId: AFFILIATIONS_TITLE_ID,
    saveOrCancel: 'affiliation.save-or-cancel',
  });
  const queryClient = useQueryClient();
  // After each change the affiliations and the step progress are read again; it resolves once they are here.
  const reload = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: affiliationsQueryKey(appReqId) }),
      queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
    ]);
  // POST a new affiliation (a 409 counts as saved) or PUT an edited one; DELETE; all ignore a 404 (000 §8).
  const saving = useMutation({
    mutationFn: ({ entry, create }: { entry: AffiliationValues; create: boolean }) =>
      create ? createAffiliation(appReqId, entry) : updateAffiliation(appReqId, entry),
    onSuccess: reload,
  });
  const removing = useMutation({ mutationFn: (id: string) => deleteAffiliation(id), onSuccess: reload });
  const answering = useMutation({
    mutationFn: (value: AffiliationAnswer) => saveAffiliationAnswer(value),
    onSuccess: reload,
  });
  const busy = saving.isPending || removing.isPending || answering.isPending;
  const { confirm, dialog } = useConfirm();
  const [pending, setPending] = useState<AffiliationAnswer | null>(null);
  const { editor } = editing;
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const answer = async (value: AffiliationAnswer) => {
    if (editor) return editing.saveOrCancelFirst();
    if (value === data.answer || busy) return;
    if (value === 'no' && data.affiliations.length > 0) return editing.alert(['affiliation.remove-first']);
    setPending(value);
    try {
      await answering.mutateAsync(value);
      editing.clearNotice();
    } catch (error) {
      console.error(error);
      editing.alert([answerFailureKey(error)]);
    } finally {
      setPending(null);
    }
  };

  const saveAndClose = async (entry: AffiliationValues, create: boolean) => {
    await saving.mutateAsync({ entry, create });
    editing.close(t('affiliations.saved', { name: affiliationName(entry, t) }));
  };

  const remove = (entry: AffiliationEntry, from: HTMLElement) => {
    const name = affiliationName(entry, t);
    return editing.removeAfterConfirm({
      confirm,
      title: t('affiliations.remove-confirm', { name }),
      confirmLabel: t('professional-history.entry.remove'),
      removed: t('affiliations.removed', { name }),
      from,
      remove: () => removing.mutateAsync(entry.id),
    });
  };

  const back = () => (editor ? editing.saveOrCancelFirst() : previous());
  const onNext = () => {
    if (editor) return editing.saveOrCancelFirst();
    if (data.complete) return next();
    const missing = missingAffiliationItems(data);
    editing.alert(
      missing.length > 0 ? missing : ['professional-history.missing.details'],
      'affiliations.missing.title',
    );
  };

  const shown = pending ?? data.answer;
  return (
    <div className="ph-step">
      <p className="ph-intro">{t('affiliations.look-back', { n: data.config.look_back_years })}</p>
      <StepNoticeView notice={editing.notice} alerts={editing.alerts} />
      <AnswerQuestion
        years={data.config.look_back_years}
        answer={shown}
        onAnswer={(value) => void answer(value)}
      />
      {shown === 'yes' && (
        <>
          <section className="ph-section" aria-labelledby={AFFILIATIONS_TITLE_ID}>
            <h3 id={AFFILIATIONS_TITLE_ID} tabIndex={-1}>
              {t('affiliations.list.title')}
            </h3>
            <AffiliationList
              affiliations={data.affiliations}
              incompleteIds={data.incomplete_ids}
              onEdit={(entry, from) => editing.open({ mode: 'edit', entry }, from)}
              onRemove={(entry, from) => void remove(entry, from)}
            />
          </section>
          <div className="ph-actions ph-actions--add">
            <button
              type="button"
              className="button"
              onClick={(event) =>
                editing.open({ mode: 'new', entry: { id: crypto.randomUUID() } }, event.currentTarget)
              }
            >
              {t('affiliations.add')}
            </button>
          </div>
        </>
      )}
      {editor && (
        <AffiliationEditor
          key={editor.entry.id}
          mode={editor.mode}
          entry={editor.entry}
          config={data.config}
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
