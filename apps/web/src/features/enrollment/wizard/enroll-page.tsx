import { idVerificationStatusSchema, paths, selectEnrollmentSteps, selfAttestedKey } from '@credence/shared';
import type { ProfileValues, ProviderTypeInfo, StepProgressContext } from '@credence/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import { StepFlow } from '#web/components/ui';
import { idVerificationSetting, useAuth } from '#web/lib/auth';
import { usePersonalInfo } from '#web/lib/personal-info';
import {
  enrollmentAppReqQueryOptions,
  filteredProviderTypesQueryOptions,
  providerTypesQueryOptions,
} from '../api/provider-types';
import { postSelfAttested, selfAttestedQueryKey, selfAttestedQueryOptions } from '../api/self-attested';
import type { ProfileData } from '../api/self-attested';
import { ENROLLMENT_STEP_REGISTRY } from '../steps';
import type { EnrollmentScreenId } from '../steps/types';
import { buildStepDefinitions, hashOf, startStep } from './build-steps';
import { DraftProvider } from './drafts';
import { RegistryContext } from './registry-context';
import type { EnrollmentRegistry } from './registry-context';
import { screenHost } from './screen-host';
import { WizardContext } from './wizard-context';
import type { WizardValue } from './wizard-context';

const OCCUPATION = selfAttestedKey('basic_info', 'occupation_code');
const PHONE = selfAttestedKey('basic_info', 'phone_number');
const MOBILE_CONFIRM = selfAttestedKey('basic_info', 'mobile_confirm');

/** /enroll/{hash?}: loads what the wizard needs, then shows it. */
export function EnrollPage({ registry = ENROLLMENT_STEP_REGISTRY }: { registry?: EnrollmentRegistry }) {
  const { t } = useTranslation();
  const values = useQuery(selfAttestedQueryOptions());
  const types = useQuery(providerTypesQueryOptions());
  const appReq = useQuery(enrollmentAppReqQueryOptions());
  const appReqId = appReq.data ?? null;
  const filtered = useQuery({
    ...filteredProviderTypesQueryOptions(appReqId ?? ''),
    enabled: appReqId !== null,
  });
  // Without the subscription or its requirement the wizard still works: every provider type, no identity steps.
  const requirementSettled = !appReq.isPending && (appReqId === null || !filtered.isPending);
  const failed = values.isError || types.isError;

  let body;
  if (failed) {
    body = (
      <div className="enroll-alert enroll-alert--error" role="alert">
        <p>{t('enroll.load-failed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (values.isError) void values.refetch();
            if (types.isError) void types.refetch();
          }}
        >
          {t('action.retry')}
        </button>
      </div>
    );
  } else if (!values.isSuccess || !types.isSuccess || !requirementSettled) {
    body = <p role="status">{t('enroll.loading')}</p>;
  } else {
    const allowed = filtered.data?.provider_types;
    body = (
      <EnrollmentWizard
        values={values.data}
        allTypes={types.data}
        providerTypes={allowed && allowed.length > 0 ? allowed : types.data}
        appReqId={filtered.isSuccess ? appReqId : null}
        identityCheck={filtered.data?.identity_check ?? false}
        identityVerification={filtered.data?.identity_verification ?? false}
        registry={registry}
      />
    );
  }
  return (
    <div className="enroll-page">
      <h1>{t('enroll.title')}</h1>
      <EmailReminder />
      {body}
    </div>
  );
}

/**
 * Enrolment does not wait for the e-mail address to be confirmed (decision 029): the wizard confirms the
 * mobile number itself, and a late or lost e-mail must not hold a new clinician back. It does say so.
 */
function EmailReminder() {
  const { t } = useTranslation();
  const info = usePersonalInfo().data;
  if (info?.email_confirmed !== false || !info.email) return null;
  return (
    <p className="enroll-alert enroll-alert--warning" role="status">
      {t('enroll.email-unconfirmed', { email: info.email })}
    </p>
  );
}

interface WizardProps {
  values: ProfileValues;
  allTypes: readonly ProviderTypeInfo[];
  providerTypes: readonly ProviderTypeInfo[];
  appReqId: string | null;
  identityCheck: boolean;
  identityVerification: boolean;
  registry: EnrollmentRegistry;
}

/**
 * The wizard (000 §2, 001 §4): the step flow over the clinician's steps, opening at the first unfinished
 * one (or the step the URL names, when nothing before it is unfinished). The URL follows the screen shown:
 * /enroll/{hash} for the personal steps and review, /enroll for the others; the browser's Back and Forward
 * move the wizard too.
 */
function EnrollmentWizard({
  values,
  allTypes,
  providerTypes,
  appReqId,
  identityCheck,
  identityVerification,
  registry,
}: WizardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { hash } = useParams();
  const { currentActor } = useAuth();
  const idSetting = idVerificationStatusSchema.safeParse(idVerificationSetting(currentActor));
  const progress: StepProgressContext = { idVerification: idSetting.success ? idSetting.data : null };

  const providerType = allTypes.find((type) => type.name === values[OCCUPATION]);
  const steps = selectEnrollmentSteps({
    professionalSteps: providerType?.professional_steps,
    licenseTypes: providerType?.license_types,
    identityCheck,
    identityVerification,
  });

  // `key` restarts the flow when the URL changes from outside (the browser's Back and Forward).
  const [flow, setFlow] = useState(() => ({
    key: 0,
    slug: startStep(steps, values, progress, hash) as string,
  }));
  const [seenHash, setSeenHash] = useState(hash);
  const navigationType = useNavigationType();
  if (hash !== seenHash) {
    setSeenHash(hash);
    // Only a history move (POP) comes from outside; the flow's own pushes may land after it moved on again.
    if (navigationType === NavigationType.Pop && hash !== hashOf(flow.slug))
      setFlow({ key: flow.key + 1, slug: startStep(steps, values, progress, hash) });
  }
  const requested = useRef(pathname);

  // When the flow (re)starts, the URL names the screen it opened on.
  const wanted = paths.enroll(hashOf(flow.slug));
  const urlSetFor = useRef(-1);
  useEffect(() => {
    if (urlSetFor.current === flow.key) return;
    urlSetFor.current = flow.key;
    if (pathname !== wanted) void navigate(wanted, { replace: true });
    requested.current = wanted;
  }, [flow.key, pathname, wanted, navigate]);

  const save = async (data: ProfileData) => {
    const saved = await postSelfAttested(data);
    queryClient.setQueryData<ProfileValues>(selfAttestedQueryKey, (old = {}) => {
      const next: Record<string, unknown> = { ...old, ...saved };
      // A new number is not confirmed (the server clears mobile_confirm too).
      if (PHONE in data && data[PHONE] !== old[PHONE]) next[MOBILE_CONFIRM] = false;
      return next;
    });
    return saved;
  };

  const wizard: WizardValue = {
    values,
    steps,
    providerTypes,
    providerType,
    appReqId,
    progress,
    save,
    reload: async () => {
      await queryClient.refetchQueries({ queryKey: selfAttestedQueryKey });
    },
  };

  const definitions = buildStepDefinitions(
    steps,
    (screen: EnrollmentScreenId) => t(`enroll.step.${screen}`),
    screenHost,
  );

  return (
    <RegistryContext value={registry}>
      <WizardContext value={wizard}>
        <DraftProvider>
          <StepFlow
            key={flow.key}
            steps={definitions}
            initialSlug={flow.slug}
            showNavigation={false}
            headingLevel={2}
            trackerLabel={t('enroll.steps')}
            onSlugChange={(slug) => {
              setFlow((current) => ({ ...current, slug }));
              const url = paths.enroll(hashOf(slug));
              // The last URL asked for, not the one shown: a navigation may still be under way.
              if (url !== requested.current) void navigate(url);
              requested.current = url;
            }}
          />
        </DraftProvider>
      </WizardContext>
    </RegistryContext>
  );
}
