import { HISTORY_SECTIONS, textField } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormField } from '#web/components/form';
import { Field } from '#web/components/ui';
import { useSaveSelfAttested } from '../api/profile';
import { EDIT_FAILURE } from '../catalogue/edit-form';
import { SECTION_EDITORS } from './editors';
import { fieldLabel, sectionLabel } from './profile-labels';
import { EDITABLE_FIELDS, valueText } from './profile-sections';
import type { ProfileSection } from './profile-sections';
import { SectionHistory } from './section-history';

/**
 * One section of the self-attested profile: its values, an edit of its typed fields where it has some, and
 * the section's own editor where editors/ has one.
 */
export function ProfileSectionCard({
  group,
  values,
}: {
  group: ProfileSection;
  values: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveSelfAttested();
  const editable = EDITABLE_FIELDS[group.section] ?? [];
  const custom = SECTION_EDITORS[group.section];
  const keyOf = (field: string) => `${group.section}|${field}`;
  const current = new Map(group.entries.map((entry) => [entry.field, entry.value]));
  const words = { yes: t('credential.value.yes'), no: t('credential.value.no') };
  const titleId = `profile-${group.section}`;
  const schema = z.object(Object.fromEntries(editable.map((field) => [keyOf(field), textField])));

  return (
    <section className="wallet-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{sectionLabel(t, group.section)}</h2>
      {saved && !editing && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.personal.saved')}
        </p>
      )}
      {editing ? (
        <Form<Record<string, string>, Record<string, string>>
          schema={schema as z.ZodType<Record<string, string>>}
          defaultValues={Object.fromEntries(
            editable.map((field) => [keyOf(field), valueText(current.get(field), words)]),
          )}
          fields={editable.map(keyOf)}
          fieldId={(name) => `edit-${name.replace('|', '-')}`}
          serverPath={(path) => [path]}
          fieldOf={(path) => path.join('.')}
          failure={EDIT_FAILURE}
          className="credential-form"
          alertClassName="wallet__alert"
          onSubmit={async (values) => {
            // Only what changed is sent: the save is all or none, and keeps a history per value.
            const changed = Object.fromEntries(
              Object.entries(values).filter(
                ([key, value]) => value !== valueText(current.get(key.split('|')[1] ?? ''), words),
              ),
            );
            if (Object.keys(changed).length > 0) await save.mutateAsync(changed);
            setSaved(Object.keys(changed).length > 0);
            setEditing(false);
          }}
        >
          {(_, frame) => (
            <>
              {editable.map((field) => (
                <FormField key={field} name={keyOf(field)}>
                  {(bound) => (
                    <Field id={bound.id} label={fieldLabel(t, group.section, field)} error={bound.error}>
                      {(ids) => (
                        <input
                          {...ids}
                          className="input"
                          type="text"
                          name={bound.name}
                          value={String(bound.value ?? '')}
                          onBlur={bound.onBlur}
                          onChange={(event) => bound.onChange(event.target.value)}
                        />
                      )}
                    </Field>
                  )}
                </FormField>
              ))}
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
          {custom?.replaces ? null : group.entries.length === 0 ? (
            <p className="credential-form__empty">{t('credential.no-details')}</p>
          ) : (
            <dl className="credential-fields">
              {group.entries.map((entry) => (
                <div key={entry.key}>
                  <dt>{fieldLabel(t, group.section, entry.field)}</dt>
                  <dd>{valueText(entry.value, words) || t('credential.value.not-given')}</dd>
                </div>
              ))}
            </dl>
          )}
          {editable.length > 0 && (
            <div className="credential-form__actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('action.edit')}
                <span className="visually-hidden">: {sectionLabel(t, group.section)}</span>
              </button>
            </div>
          )}
        </>
      )}
      {custom && !editing && <custom.Editor values={values} group={group} />}
      {HISTORY_SECTIONS.includes(group.section) && (
        <SectionHistory section={group.section} sectionName={sectionLabel(t, group.section)} />
      )}
    </section>
  );
}
