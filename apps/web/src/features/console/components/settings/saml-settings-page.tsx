import { paths, samlSettingsInputSchema, type SamlSettings, type SamlSettingsInput } from '@credence/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Form, FormField, useSchemaForm } from '#web/components/form';
import { CheckboxField } from '#web/components/ui';
import { useConsoleMe } from '../../api/console';
import { useSamlSettings, useSaveSamlSettings } from '../../api/settings';
import '../../console.css';
import { TextField } from './text-field';

type SamlValues = Required<SamlSettingsInput>;

const FIELDS = [
  'enabled',
  'idp_entry_point',
  'idp_issuer',
  'idp_certificate',
  'email_attribute',
  'first_name_attribute',
  'last_name_attribute',
] as const;
const FAILURE = { offline: 'console.load-failed', failed: 'console.load-failed' } as const;

const valuesOf = (settings: SamlSettings): SamlValues => {
  const c = settings.connection;
  return {
    enabled: c?.enabled ?? true,
    idp_entry_point: c?.idp_entry_point ?? '',
    idp_issuer: c?.idp_issuer ?? '',
    idp_certificate: c?.idp_certificate ?? '',
    email_attribute: c?.email_attribute ?? 'email',
    first_name_attribute: c?.first_name_attribute ?? 'firstName',
    last_name_attribute: c?.last_name_attribute ?? 'lastName',
  };
};

/**
 * /admin/saml: the group's SAML connection (decision 061), for admins (manage_saml). What the IdP needs
 * from us is shown read-only; the IdP's SSO URL, entity id, certificate and attribute names are edited.
 */
export function SamlSettingsPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const allowed = me.data?.actions.includes('manage_saml') ?? false;
  const settings = useSamlSettings(allowed);
  const title = <h1>{t('console.saml.title')}</h1>;
  const back = (
    <p>
      <Link to={paths.admin()}>{t('console.back')}</Link>
    </p>
  );
  if (me.isPending || (allowed && settings.isPending))
    return (
      <div className="page console">
        {title}
        <p role="status">{t('console.loading')}</p>
      </div>
    );
  if (me.isError || !allowed || !settings.data)
    return (
      <div className="page console">
        {title}
        {back}
        <p>{t(settings.isError ? 'console.load-failed' : 'console.no-group')}</p>
      </div>
    );
  return (
    <div className="page console">
      {title}
      {back}
      <p className="lead">{t('console.saml.lead')}</p>
      <OurValues settings={settings.data} />
      <SamlForm settings={settings.data} />
    </div>
  );
}

function OurValues({ settings }: { settings: SamlSettings }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.saml.ours')}</h2>
      <dl className="console__values">
        <dt>{t('console.saml.sp-entity-id')}</dt>
        <dd>
          <code>{settings.sp_entity_id}</code>
        </dd>
        <dt>{t('console.saml.acs-url')}</dt>
        <dd>
          <code>{settings.acs_url}</code>
        </dd>
        <dt>{t('console.saml.metadata-url')}</dt>
        <dd>
          <a href={settings.metadata_url}>{settings.metadata_url}</a>
        </dd>
      </dl>
    </section>
  );
}

function SamlForm({ settings }: { settings: SamlSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSamlSettings();
  const [saved, setSaved] = useState(false);
  const options = { schema: samlSettingsInputSchema, defaultValues: valuesOf(settings) } as const;
  const form = useSchemaForm<SamlValues, SamlSettingsInput>(options);
  const certificate = settings.connection?.certificate;

  const submit = async (data: SamlSettingsInput) => {
    const result = await save.mutateAsync(data);
    form.reset(valuesOf(result));
    setSaved(true);
  };

  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.saml.title')}</h2>
      {!settings.connection && <p>{t('console.saml.none')}</p>}
      {settings.connection && (
        <p>{t('console.saml.updated', { date: settings.connection.updated_at.slice(0, 10) })}</p>
      )}
      <Form<SamlValues, SamlSettingsInput>
        {...options}
        form={form}
        className="console__form"
        fields={FIELDS}
        fieldId={(field) => `${id}-${field}`}
        failure={FAILURE}
        alertClassName="console__problem"
        onSubmit={submit}
        onValuesChange={() => setSaved(false)}
      >
        <FormField name="enabled">
          {(field) => (
            <CheckboxField
              id={field.id}
              label={t('console.saml.enabled')}
              checked={field.value === true}
              onChange={field.onChange}
              error={field.error}
            />
          )}
        </FormField>
        <TextField
          name="idp_entry_point"
          label={t('console.saml.entry-point')}
          hint={t('console.saml.entry-point-hint')}
          type="url"
        />
        <TextField name="idp_issuer" label={t('console.saml.issuer')} />
        {settings.connection && (
          <p>
            {certificate
              ? t('console.saml.current-certificate', {
                  subject: certificate.subject,
                  from: certificate.valid_from.slice(0, 10),
                  to: certificate.valid_to.slice(0, 10),
                  fingerprint: certificate.fingerprint_sha256,
                })
              : t('console.saml.certificate-unreadable')}
          </p>
        )}
        <TextField
          name="idp_certificate"
          label={t('console.saml.certificate')}
          hint={t('console.saml.certificate-hint')}
          multiline
        />
        <TextField name="email_attribute" label={t('console.saml.email-attribute')} />
        <TextField name="first_name_attribute" label={t('console.saml.first-name-attribute')} />
        <TextField name="last_name_attribute" label={t('console.saml.last-name-attribute')} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('console.saml.save')}
        </button>
        <p role="status">{saved ? t('console.saml.saved') : ''}</p>
      </Form>
    </section>
  );
}
