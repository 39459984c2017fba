import { describe, expect, it } from 'vitest';
import * as c from './constants';

// Each row quotes the specification table it comes from, so a changed value fails loudly.
describe('business constants of 000 §9', () => {
  it.each([
    ['data expiration (45 days)', c.DATA_EXPIRATION_MS, 3_888_000_000],
    ['date look-back', c.DATE_LOOK_BACK_YEARS, 85],
    ['autocomplete debounce', c.AUTOCOMPLETE_DEBOUNCE_MS, 500],
    ['actor retrieval debounce', c.ACTOR_RETRIEVAL_DEBOUNCE_MS, 250],
    ['download retry 1 s', c.DOWNLOAD_RETRY_MS, 1000],
    ['file-upload control offset', c.FILE_UPLOAD_CONTROL_OFFSET, 110],
    ['date mask', c.DATE_MASK, '####-##-##'],
    ['release id', c.RELEASE_ID, '0.35.53'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the product', () => {
    expect(c.PRODUCT_NAME).toBe('Credence');
    expect(c.PRODUCT_KEY).toBe('credence');
  });

  it('date formats and masks agree', () => {
    expect(c.DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(c.DATE_MASK).toHaveLength(c.DATE_FORMAT.length);
    expect(c.MONTH_DATE_FORMAT).toBe('MM/yyyy');
  });

  it('45 days really is the data expiration', () => {
    expect(c.DATA_EXPIRATION_MS).toBe(45 * 24 * 60 * 60 * 1000);
  });

  it('phone mask is +1 then 10 digits', () => {
    expect(c.PHONE.countryCode).toBe('+1');
    expect(c.PHONE.digits).toBe(10);
  });

  it('currency is USD with cents stripped', () => {
    expect(c.CURRENCY).toEqual({ code: 'USD', fractionDigits: 0 });
  });

  it('default license types, provider steps and degree types', () => {
    expect(c.DEFAULT_LICENSE_TYPES).toEqual(['medical_license', 'dea_license']);
    expect(c.DEFAULT_PROVIDER_STEPS).toEqual(['provider_type']);
    expect(c.DEGREE_TYPES).toEqual(['NP', 'CRNA', 'CNM', 'CNS', 'PA', 'RN']);
  });
});

describe('business constants of 001 §9 and §4–§5', () => {
  it.each([
    ['work-history look-back default', c.WORK_HISTORY_LOOK_BACK_YEARS, 5],
    ['resume prefill years', c.RESUME_PREFILL_YEARS, 5],
    ['training or employment end ahead', c.EMPLOYMENT_END_MAX_YEARS_AHEAD, 10],
    ['malpractice claim history', c.MALPRACTICE_CLAIM_HISTORY_YEARS, 10],
    ['military discharge', c.MILITARY_DISCHARGE_LOOK_BACK_YEARS, 5],
    ['criminal misdemeanor', c.CRIMINAL_MISDEMEANOR_LOOK_BACK_YEARS, 10],
    ['drug history', c.DRUG_HISTORY_LOOK_BACK_YEARS, 10],
    ['training gap over 60 days', c.TRAINING_GAP_THRESHOLD_DAYS, 60],
    ['physical within 12 months', c.PHYSICAL_EXAM_WITHIN_MONTHS, 12],
    ['TB within 12 months', c.TB_TEST_WITHIN_MONTHS, 12],
    ['Tdap 10 years', c.TDAP_WITHIN_YEARS, 10],
    ['peer references up to 5', c.PEER_REFERENCES_MAX, 5],
    ['address autocomplete debounce', c.ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, 200],
    ['revalidate delay', c.REVALIDATE_DELAY_MS, 1000],
    ['XSRF timeout', c.XSRF_TIMEOUT_MS, 4000],
    ['NPI digits', c.NPI_LENGTH, 10],
    ['DEA characters', c.DEA_LENGTH, 9],
    ['eCard digits', c.ECARD_LENGTH, 12],
    ['SSN digits', c.SSN_LENGTH, 9],
    ['SSN stored format', c.SSN_FORMAT, 'ddd-dd-dddd'],
    ['verification code default digits', c.VERIFICATION_CODE_LENGTH, 6],
    ['password minimum length', c.PASSWORD_MIN_LENGTH, 8],
    ['password classes required', c.PASSWORD_MIN_CLASSES, 3],
    ['password classes in all', c.PASSWORD_CLASS_COUNT, 4],
    ['phone display max length', c.PHONE.displayMaxLength, 14],
    ['dialog removal delay', c.DIALOG_REMOVAL_DELAY_MS, 150],
    ['snackbar removal delay', c.SNACKBAR_REMOVAL_DELAY_MS, 150],
    ['snackbar queue retry', c.QUEUE_RETRY_MS, 250],
    ['processing message rotation', c.PROCESSING_MESSAGE_ROTATION_S, 3],
    ['intro breakpoint', c.INTRO_BREAKPOINT_PX, 760],
    ['navbar scroll threshold', c.NAVBAR_SCROLL_THRESHOLD_PX, 15],
    ['menu items before max-size style', c.MENU_MAX_ITEMS_BEFORE_SCROLL, 5],
    ['step tracker highlight', c.STEP_TRACKER_HIGHLIGHT_MS, 300],
    ['code blur validation delay', c.CODE_BLUR_VALIDATION_DELAY_MS, 200],
    ['client version', c.CLIENT_VERSION, '0.35.53'],
    ['error report role', c.ERROR_REPORT_ROLE, 'holder'],
    ['training search default', c.TRAINING_SEARCH_DEFAULT_TYPE, 'residency'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('ECFMG numbers are 7 or 8 digits', () => {
    expect(c.ECFMG_LENGTH).toEqual({ min: 7, max: 8 });
  });

  it('loss runs are 5 or 10 years and satisfaction is scored 0 to 10', () => {
    expect(c.LOSS_RUNS_YEARS).toEqual([5, 10]);
    expect(c.SATISFACTION_SCORE).toEqual({ min: 0, max: 10 });
  });

  it('snackbar defaults: 7000 ms, top-right, success', () => {
    expect(c.SNACKBAR).toEqual({ durationMs: 7000, position: 'top-right', type: 'success' });
  });

  it('upload default maximum is 30 MB with decimal units', () => {
    expect(c.UPLOAD_DEFAULT_MAX).toEqual({ type: 'MB', size: 30 });
    expect(c.UPLOAD_UNIT_BYTES).toEqual({ GB: 1e9, MB: 1e6, KB: 1e3 });
    expect(c.UPLOAD_DEFAULT_MAX_BYTES).toBe(30_000_000);
  });

  it('error reporting samples 20% of traces and every session replay', () => {
    expect(c.ERROR_REPORT_SAMPLING).toEqual({ traces: 0.2, replays: 1 });
  });

  it('address details ask for components and the phone number', () => {
    expect(c.ADDRESS_DETAIL_FIELDS).toEqual(['address_component', 'formatted_phone_number']);
  });

  it('the phone display mask is exactly as long as the display cap', () => {
    expect(c.PHONE.displayMask).toHaveLength(c.PHONE.displayMaxLength);
  });

  it('the month mask holds a MM/yyyy value', () => {
    expect(c.MONTH_DATE_MASK).toHaveLength(c.MONTH_DATE_FORMAT.length);
  });
});
