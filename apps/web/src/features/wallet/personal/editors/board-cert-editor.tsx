import {
  makeBoardCertSchema,
  providerTypeNameSchema,
  selfAttestedKey,
  type BoardCertForm,
  type BoardConfig,
} from '@credence/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '#web/components/form';
import { EDIT_FAILURE } from '../../catalogue/edit-form';
import { BoardCertFields } from './board-cert-fields';
import {
  boardInput,
  boardServerPath,
  boardValues,
  IDENTIFIER_PROVIDER_TYPES,
  type BoardValues,
} from './board-cert-form';
import { useBoardConfigs, useSaveBoardCerts } from './education-api';

/**
 * The board certification card of /personal-information (decision 049): certified or not; the boards of the
 * clinician's provider type with each one's number as its config asks; an exam scheduled, or why not; and
 * for nurse practitioners, CNS, CRNA, CNM and PAs their certification numbers. Saved with POST
 * /api/board_certs.
 */
export function BoardCertEditor({ profile }: { profile: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const parsedType = providerTypeNameSchema.safeParse(
    profile[selfAttestedKey('basic_info', 'occupation_code')],
  );
  const providerType = parsedType.success ? parsedType.data : null;
  const configs = useBoardConfigs(providerType);
  const save = useSaveBoardCerts();
  const boards: readonly BoardConfig[] = useMemo(() => configs.data ?? [], [configs.data]);
  const schema = useMemo(() => makeBoardCertSchema({ boards }), [boards]);
  const withIdentifiers = (IDENTIFIER_PROVIDER_TYPES as readonly string[]).includes(providerType ?? '');
  const values = boardValues(profile);
  const titleId = 'profile-board_cert';

  return (
    <section className="wallet-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet.personal.section.board_cert')}</h2>
      {saved && !editing && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.personal.saved')}
        </p>
      )}
      {providerType === null ? (
        <p className="credential-form__empty">{t('board-cert.provider-type-missing')}</p>
      ) : editing && configs.data ? (
        <Form<BoardValues, BoardCertForm>
          schema={schema}
          defaultValues={values}
          toInput={(form) => boardInput(form, withIdentifiers)}
          serverPath={boardServerPath}
          fieldId={(name) => `board-${name.replace(/\./g, '-')}`}
          failure={EDIT_FAILURE}
          className="credential-form"
          alertClassName="wallet__alert"
          onSubmit={async (_data, form) => {
            await save.mutateAsync(boardInput(form, withIdentifiers));
            setSaved(true);
            setEditing(false);
          }}
        >
          {(form, frame) => (
            <>
              <BoardCertFields form={form} boards={boards} withIdentifiers={withIdentifiers} />
              <div className="credential-form__actions">
                <button type="submit" className="button button--primary" disabled={frame.saving}>
                  {t('action.save')}
                </button>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t('action.cancel')}
                </button>
              </div>
            </>
          )}
        </Form>
      ) : (
        <>
          <BoardSummary values={values} />
          <div className="credential-form__actions">
            <button
              type="button"
              className="button"
              disabled={!configs.data}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('action.edit')}
              <span className="visually-hidden">: {t('wallet.personal.section.board_cert')}</span>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function BoardSummary({ values }: { values: BoardValues }) {
  const { t } = useTranslation();
  if (values.answer === 'yes')
    return (
      <ul className="education-list">
        {values.boards.map((board) => (
          <li key={board.board_config_id}>
            <strong>{board.board_name}</strong>
            {board.id_number && `, ${board.id_number}`}
          </li>
        ))}
      </ul>
    );
  if (values.answer === 'no')
    return (
      <p className="credential-form__empty">
        {values.exam
          ? t('wallet.boards.exam-on', { date: values.exam_date })
          : t('wallet.boards.not-certified')}
      </p>
    );
  return <p className="credential-form__empty">{t('wallet.boards.empty')}</p>;
}
