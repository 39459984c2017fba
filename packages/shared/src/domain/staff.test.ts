import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_ACTIONS, invitationListOf, rosterState, staffRoleOf } from './staff';

const base = { invitedOnly: false, enrolled: false, openRequiredTasks: 0, problem: false, shared: false };

describe('staff roles', () => {
  it('a recruiter cannot review files or approve joins; a reviewer cannot invite', () => {
    expect(STAFF_ROLE_ACTIONS.recruiter).not.toContain('review_files');
    expect(STAFF_ROLE_ACTIONS.recruiter).not.toContain('approve_subscriptions');
    expect(STAFF_ROLE_ACTIONS.credentialing_reviewer).not.toContain('invite_clinicians');
    expect(STAFF_ROLE_ACTIONS.credentialing_reviewer).not.toContain('manage_requirements');
  });
  it('names the role from the actions, ignoring clinician actions, and null for any other mix', () => {
    expect(staffRoleOf(['get_self_attested', ...STAFF_ROLE_ACTIONS.recruiter])).toBe('recruiter');
    expect(staffRoleOf([...STAFF_ROLE_ACTIONS.admin])).toBe('admin');
    expect(staffRoleOf(['view_roster'])).toBeNull();
  });
});

describe('roster state', () => {
  it('follows its order: invited, action needed, shared, ready to share, enrolling', () => {
    expect(rosterState({ ...base, invitedOnly: true, problem: true })).toBe('invited');
    expect(rosterState({ ...base, problem: true, shared: true })).toBe('action_needed');
    expect(rosterState({ ...base, shared: true })).toBe('shared');
    expect(rosterState({ ...base, enrolled: true })).toBe('ready_to_share');
    expect(rosterState({ ...base, enrolled: true, openRequiredTasks: 1 })).toBe('enrolling');
    expect(rosterState(base)).toBe('enrolling');
  });
});

describe('invitation lists', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('an open invitation past its date is expired', () => {
    expect(invitationListOf({ status: 'open', expires_at: '2026-11-28T11:59:59Z' }, now)).toBe('expired');
    expect(invitationListOf({ status: 'open', expires_at: '2026-11-29T00:00:00Z' }, now)).toBe('open');
    expect(invitationListOf({ status: 'accepted', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe(
      'accepted',
    );
  });
});
