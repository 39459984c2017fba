import { RESUME_ACCEPTED_TYPES, RESUME_MAX_BYTES } from '@credence/shared';
import type { FileSizeLimit, WordingKey } from '@credence/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, ProcessingAnimation } from '#web/components/ui';
import type { StepComponentProps } from '#web/components/ui';
import { prefillQueryKey, prefillQueryOptions } from '../api/prefill';
import { progressStepsQueryKey } from '../api/progress-steps';
import { parseResume } from '../api/resume-parser';
import { resumeErrorKey } from './resume-errors';

const MAX_SIZE: FileSizeLimit = { type: 'MB', size: RESUME_MAX_BYTES / 1_000_000 };

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'reading' }
  | { name: 'failed'; message: WordingKey };

export interface ResumeStepProps {
  appReqId: string;
}

// The server keeps what it read, not the file: its name is remembered for this visit only, so coming back
// to the step shows the file uploaded (after a reload, 'Your resume' with the day it was read).
const uploadedFileKey = ['work-history', 'resume-file'] as const;
interface UploadedResume {
  name: string;
  size: number;
}

/**
 * The resume step: upload a resume (.pdf, .docx, .txt) and the server reads the jobs and training of the
 * last five years; they wait in the history step under 'From your resume' until the clinician reviews each.
 * A resume that cannot be read says so and offers manual entry (001 §8); skipping is always possible.
 */
export function ResumeStep({ appReqId, next }: ResumeStepProps & StepComponentProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const inFlight = useRef<AbortController>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);
  const busy = phase.name === 'uploading' || phase.name === 'reading';
  const prefill = useQuery(prefillQueryOptions()).data;
  const uploaded = queryClient.getQueryData<UploadedResume>(uploadedFileKey);
  const files = prefill
    ? [
        {
          name: uploaded?.name ?? t('professional-history.resume.file'),
          ...(uploaded ? { size: uploaded.size } : {}),
          uploadDate: prefill.created_at,
        },
      ]
    : [];

  const upload = async (file: File) => {
    const controller = new AbortController();
    inFlight.current = controller;
    setPhase({ name: 'uploading', percent: 0 });
    try {
      await parseResume(file, {
        signal: controller.signal,
        onProgress: (percent) =>
          setPhase(percent >= 100 ? { name: 'reading' } : { name: 'uploading', percent }),
      });
      queryClient.setQueryData<UploadedResume>(uploadedFileKey, { name: file.name, size: file.size });
      // The history step shows what was found as soon as it opens.
      await Promise.all([
        queryClient.refetchQueries({ queryKey: prefillQueryKey }),
        queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
      ]);
      if (controller.signal.aborted) return;
      setPhase({ name: 'idle' });
      next();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setPhase({ name: 'failed', message: resumeErrorKey(error) });
    }
  };

  return (
    <div className="ph-step">
      <p className="ph-intro">{t('work.resume-instructions')}</p>
      <FileUpload
        id="ph-resume"
        label={t('professional-history.resume.file')}
        accepts={RESUME_ACCEPTED_TYPES}
        maxSize={MAX_SIZE}
        files={files}
        disabled={busy}
        progress={phase.name === 'uploading' ? phase.percent : undefined}
        onAdd={(files) => {
          const [file] = files;
          if (file && !busy) void upload(file);
        }}
      />
      {phase.name === 'reading' && (
        <ProcessingAnimation
          state="running"
          messages={[t('professional-history.resume.reading'), t('professional-history.resume.finding')]}
        />
      )}
      {phase.name === 'failed' && (
        <ProcessingAnimation
          state="error"
          error={
            <>
              <p>{t(phase.message)}</p>
              <button type="button" className="button button--primary" onClick={next}>
                {t('professional-history.resume.enter-manually')}
              </button>
            </>
          }
        />
      )}
      <div className="ph-actions">
        <button type="button" className="button" onClick={next}>
          {t('professional-history.resume.skip')}
        </button>
      </div>
    </div>
  );
}
