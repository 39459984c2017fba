/**
 * Business constants from both specification tables (000 §9, 001 §9) plus the few numeric limits the other
 * sections state inline. Each name carries its unit so a caller never guesses ms versus s.
 * `constants.test.ts` pins every value to the spec, so a change here is a deliberate change of requirement.
 */

/** Shown in page titles and used to build the identity credential type (`{product}_id`). */
export const PRODUCT_NAME = 'Credence';
/** Lower-case product key used in machine names such as the identity credential type `credence_id`. */
export const PRODUCT_KEY = 'credence';

// ---- Release -------------------------------------------------------------------------------------------

/** 000 §9 "Release id"; 001 §9 calls the same value the client version (sent with error reports). */
export const RELEASE_ID = '0.35.53';
export const CLIENT_VERSION = RELEASE_ID;

// ---- Caching and timing --------------------------------------------------------------------------------

/** Cached data older than 45 days is fetched again. */
export const DATA_EXPIRATION_MS = 3_888_000_000;
/**
 * Debounce of the core look-ups of 000 (education, training, specialty, hospital and name searches).
 * Address typing is faster on purpose: see ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/**
 * Debounce of the address autocomplete of the work and affiliation forms (001 §5, §9); only the answer to the
 * latest request is used, and the form re-validates REVALIDATE_DELAY_MS after a suggestion is picked.
 */
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const ACTOR_RETRIEVAL_DEBOUNCE_MS = 250;
/** A document that is not ready yet (job still running) is asked for again after this delay. */
export const DOWNLOAD_RETRY_MS = 1000;
export const REVALIDATE_DELAY_MS = 1000;
/** GET /api/xsrf gives up after this long so a state-changing call never hangs on the token. */
export const XSRF_TIMEOUT_MS = 4000;
export const STEP_TRACKER_HIGHLIGHT_MS = 300;
/** Verification-code boxes validate after blur only once focus has not moved to a sibling box. */
export const CODE_BLUR_VALIDATION_DELAY_MS = 200;
/** Dialogs and snackbars stay in the DOM this long after closing so the exit transition can finish. */
export const DIALOG_REMOVAL_DELAY_MS = 150;
export const SNACKBAR_REMOVAL_DELAY_MS = 150;
/** A queued snackbar waits for the visible one; the queue is checked again at this interval. */
export const QUEUE_RETRY_MS = 250;
/** Processing animation: default `messageSpeed`, in seconds per message. */
export const PROCESSING_MESSAGE_ROTATION_S = 3;

export const SNACKBAR = {
  durationMs: 7000,
  position: 'top-right',
  type: 'success',
} as const;

// ---- Layout --------------------------------------------------------------------------------------------

/** The spec gives no unit; the control is positioned in CSS pixels. */
export const FILE_UPLOAD_CONTROL_OFFSET = 110;
export const INTRO_BREAKPOINT_PX = 760;
export const NAVBAR_SCROLL_THRESHOLD_PX = 15;
/** Menus with more items than this get a max-size style and scroll. */
export const MENU_MAX_ITEMS_BEFORE_SCROLL = 5;

// ---- Dates ---------------------------------------------------------------------------------------------

/** Entered dates may not be older than this (000 §5, 001 §5). */
export const DATE_LOOK_BACK_YEARS = 85;
/** A clinician is an adult: the youngest date of birth the wizard accepts is this many years ago (decision 029). */
export const MIN_CLINICIAN_AGE_YEARS = 18;
/** Training or employment end may not be further ahead than this ('work.under-10-years'). */
export const EMPLOYMENT_END_MAX_YEARS_AHEAD = 10;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_MASK = '####-##-##';
export const MONTH_DATE_FORMAT = 'MM/yyyy';
/** 001 §5 prints the month mask as '##/## ##', which cannot hold MM/yyyy; the mask that fits the format is used. */
export const MONTH_DATE_MASK = '##/####';

// ---- Work history and look-backs -----------------------------------------------------------------------

/** Default of the application config `look_back_years`. */
export const WORK_HISTORY_LOOK_BACK_YEARS = 5;
/** Resume parsing fills in the most recent years of employment. */
export const RESUME_PREFILL_YEARS = 5;
/** A break between training positions longer than this counts as a gap to explain. */
export const TRAINING_GAP_THRESHOLD_DAYS = 60;
export const MALPRACTICE_CLAIM_HISTORY_YEARS = 10;
export const MILITARY_DISCHARGE_LOOK_BACK_YEARS = 5;
export const CRIMINAL_MISDEMEANOR_LOOK_BACK_YEARS = 10;
/** Applies to the one question set that asks about drug history. */
export const DRUG_HISTORY_LOOK_BACK_YEARS = 10;
/** Physical exam and TB test must fall within this many months of the start date. */
export const PHYSICAL_EXAM_WITHIN_MONTHS = 12;
export const TB_TEST_WITHIN_MONTHS = 12;
export const TDAP_WITHIN_YEARS = 10;
/** Carriers' loss runs are asked for either 5 or 10 years depending on the requirement. */
export const LOSS_RUNS_YEARS = [5, 10] as const;
export const SATISFACTION_SCORE = { min: 0, max: 10 } as const;
/** Peer references are numbered 1st to 5th. */
export const PEER_REFERENCES_MAX = 5;

// ---- Identifiers ---------------------------------------------------------------------------------------

export const NPI_LENGTH = 10;
export const DEA_LENGTH = 9;
export const ECARD_LENGTH = 12;
/** ECFMG numbers are 7 or 8 digits. */
export const ECFMG_LENGTH = { min: 7, max: 8 } as const;
export const SSN_LENGTH = 9;
/** Stored form of a social security number. */
export const SSN_FORMAT = 'ddd-dd-dddd';
/** Default length; the code widget accepts another length per use. */
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** Of the four classes lower, upper, digit and special, at least this many must appear. */
export const PASSWORD_MIN_CLASSES = 3;
export const PASSWORD_CLASS_COUNT = 4;

/**
 * United States only. The stored value is the country code plus 10 digits; the visible field is
 * '(xxx) xxx-xxxx', which is exactly `displayMaxLength` characters.
 */
export const PHONE = {
  countryCode: '+1',
  digits: 10,
  displayMaxLength: 14,
  displayMask: '(###) ###-####',
} as const;

// ---- Money ---------------------------------------------------------------------------------------------

/** Coverage amounts are whole dollars: cents are stripped on entry and not shown. */
export const CURRENCY = { code: 'USD', fractionDigits: 0 } as const;

// ---- Enrolment defaults --------------------------------------------------------------------------------

/** License types assumed until the clinician's provider type says otherwise. */
export const DEFAULT_LICENSE_TYPES = ['medical_license', 'dea_license'] as const;
/** Professional steps shown until a provider type is chosen: only the provider-type picker. */
export const DEFAULT_PROVIDER_STEPS = ['provider_type'] as const;
/** Degree types sent on account creation (POST /api/user `degree_type`), in spec order. */
export const DEGREE_TYPES = ['NP', 'CRNA', 'CNM', 'CNS', 'PA', 'RN'] as const;

// ---- Look-ups ------------------------------------------------------------------------------------------

/** Fields asked of the address-detail look-up when a suggestion is picked. */
export const ADDRESS_DETAIL_FIELDS = ['address_component', 'formatted_phone_number'] as const;
/** GET /api/physician_training searches residencies unless told otherwise. */
export const TRAINING_SEARCH_DEFAULT_TYPE = 'residency';

// ---- Uploads -------------------------------------------------------------------------------------------

export const UPLOAD_UNIT_BYTES = { GB: 1e9, MB: 1e6, KB: 1e3 } as const;
export const UPLOAD_DEFAULT_MAX = { type: 'MB', size: 30 } as const;
export const UPLOAD_DEFAULT_MAX_BYTES = UPLOAD_DEFAULT_MAX.size * UPLOAD_UNIT_BYTES[UPLOAD_DEFAULT_MAX.type];

// ---- Error reporting -----------------------------------------------------------------------------------

/** Share of traces and of session replays sent to error reporting. */
export const ERROR_REPORT_SAMPLING = { traces: 0.2, replays: 1.0 } as const;
/** Role attached to every error report from the clinician app (001 §6). */
export const ERROR_REPORT_ROLE = 'holder';
