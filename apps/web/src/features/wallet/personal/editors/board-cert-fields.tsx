import type { BoardConfig, BoardCertForm } from '@credence/shared';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormMethods } from '#web/components/form';
import { DateField, Field } from '#web/components/ui';
import { IDENTIFIER_KEYS, type BoardValues } from './board-cert-form';
import { CheckField, RadioField, TextField } from './editor-fields';

interface Props {
  form: FormMethods<BoardValues, BoardCertForm>;
  boards: readonly BoardConfig[];
  withIdentifiers: boolean;
}

/** The questions of the board certification form; what shows follows the answers (decision 049). */
export function BoardCertFields({ form, boards, withIdentifiers }: Props) {
  const { t } = useTranslation();
  const answer = form.watch('answer');
  const exam = form.watch('exam');
  return (
    <>
      <RadioField
        name="answer"
        legend={t('wallet.boards.question')}
        choices={[
          { value: 'yes', label: t('credential.value.yes') },
          { value: 'no', label: t('credential.value.no') },
        ]}
      />
      {answer === 'yes' && <BoardList form={form} boards={boards} />}
      {answer === 'yes' && (
        <FormField name="specialties">
          {(bound) => (
            <Field
              id={bound.id}
              label={t('wallet.boards.specialties')}
              hint={t('wallet.boards.specialties-hint')}
              error={bound.error}
            >
              {(ids) => (
                <textarea
                  {...ids}
                  className="input"
                  rows={2}
                  value={String(bound.value ?? '')}
                  onBlur={bound.onBlur}
                  onChange={(event) => bound.onChange(event.target.value)}
                />
              )}
            </Field>
          )}
        </FormField>
      )}
      {answer === 'no' && (
        <RadioField
          name="exam"
          legend={t('wallet.boards.exam-question')}
          choices={[
            { value: true, label: t('credential.value.yes') },
            { value: false, label: t('credential.value.no') },
          ]}
        />
      )}
      {answer === 'no' && exam === true && (
        <FormField name="exam_date">
          {(bound) => (
            <DateField
              id={bound.id}
              label={t('wallet.boards.exam-date')}
              value={String(bound.value ?? '')}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              error={bound.error}
              required
            />
          )}
        </FormField>
      )}
      {answer === 'no' && exam === false && (
        <TextField name="explanation" label={t('wallet.boards.explanation')} />
      )}
      {withIdentifiers && (
        <fieldset className="education-entry">
          <legend>{t('wallet.boards.identifiers')}</legend>
          {IDENTIFIER_KEYS.map((name) => (
            <IdentifierFields key={name} form={form} name={name} />
          ))}
        </fieldset>
      )}
    </>
  );
}

function BoardList({ form, boards }: Omit<Props, 'withIdentifiers'>) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'boards' });
  const chosen = form.watch('boards');
  return (
    <>
      <FormField name="boards">
        {(bound) => (
          <p id={bound.id} tabIndex={-1} className={bound.error ? 'field__error' : 'visually-hidden'}>
            {bound.error ?? t('wallet.boards.list-label')}
          </p>
        )}
      </FormField>
      {fields.map((field, index) => {
        const config = boards.find((board) => board.id === chosen[index]?.board_config_id);
        const rule = config?.config.id_number;
        const number = index + 1;
        return (
          <fieldset key={field.id} className="education-entry">
            <legend>{t('wallet.boards.entry', { number })}</legend>
            <FormField name={`boards.${index}.board_config_id`}>
              {(bound) => (
                <Field id={bound.id} label={t('wallet.boards.board')} error={bound.error} required>
                  {(ids) => (
                    <select
                      {...ids}
                      className="input"
                      value={String(bound.value ?? '')}
                      onBlur={bound.onBlur}
                      onChange={(event) => bound.onChange(event.target.value)}
                    >
                      <option value="">{t('wallet.boards.choose')}</option>
                      {boards.map((board) => (
                        <option key={board.id} value={board.id}>
                          {board.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </FormField>
            {rule?.show && (
              <TextField
                name={`boards.${index}.id_number`}
                label={rule.required ? rule.label : t('wallet.boards.optional', { label: rule.label })}
              />
            )}
            <button type="button" className="button" onClick={() => remove(index)}>
              {t('wallet.boards.remove', { number })}
            </button>
          </fieldset>
        );
      })}
      <div className="credential-form__actions">
        <button
          type="button"
          className="button"
          onClick={() => append({ board_config_id: '', board_name: '', id_number: '' })}
        >
          {t('wallet.boards.add')}
        </button>
      </div>
    </>
  );
}

function IdentifierFields({ form, name }: { form: Props['form']; name: (typeof IDENTIFIER_KEYS)[number] }) {
  const { t } = useTranslation();
  const held = form.watch(`identifiers.${name}.has_board_cert`);
  return (
    <>
      <CheckField
        name={`identifiers.${name}.has_board_cert`}
        label={t('wallet.boards.holds', { board: t(`wallet.boards.identifier.${name}`) })}
      />
      {held && name === 'np_other_board' && (
        <TextField name={`identifiers.${name}.name`} label={t('wallet.boards.other-name')} />
      )}
      {held && (
        <TextField
          name={`identifiers.${name}.number`}
          label={t('wallet.boards.number', { board: t(`wallet.boards.identifier.${name}`) })}
        />
      )}
    </>
  );
}
