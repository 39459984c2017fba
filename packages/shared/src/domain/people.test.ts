import { describe, expect, it } from 'vitest';
import { ACTOR_ACTIONS, HOLDER_ACTIONS, REQUIRED_SIGN_IN_ACTION, actorMayDo } from './actors';
import { DELIVERY_METHODS, NOTIFICATION_TYPES, defaultNotificationPreferences } from './notifications';
import { OTHER_CERTIFICATIONS, OTHER_CERTIFICATION_KEYS } from './other-certifications';

describe('actorMayDo (000 §6)', () => {
  it.each([
    [{ access_level: 'super_user', actions: [] }, 'manage_members', true],
    [{ access_level: 'super_user' }, 'get_self_attested', true],
    [{ access_level: 'holder', actions: ['get_self_attested'] }, 'get_self_attested', true],
    [{ access_level: 'holder', actions: ['get_self_attested'] }, 'share_credentials', false],
    [{ access_level: 'admin', actions: null }, 'invite_clinicians', false],
    [{ access_level: 'SUPER_USER', actions: [] }, 'get_self_attested', false],
    [null, 'get_self_attested', false],
  ] as const)('%j may %s: %s', (actor, action, allowed) => {
    expect(actorMayDo(actor, action)).toBe(allowed);
  });

  it('a new clinician can stay signed in', () => {
    expect(REQUIRED_SIGN_IN_ACTION).toBe('get_self_attested');
    expect(actorMayDo({ access_level: 'holder', actions: HOLDER_ACTIONS }, REQUIRED_SIGN_IN_ACTION)).toBe(
      true,
    );
    for (const action of HOLDER_ACTIONS) expect(ACTOR_ACTIONS).toContain(action);
  });
});

describe('notifications', () => {
  it('deliver in app, by e-mail or by text', () => {
    expect(DELIVERY_METHODS).toEqual(['in_app', 'email', 'sms']);
  });

  it('default to in-app and e-mail everywhere, text only for urgent types', () => {
    const preferences = defaultNotificationPreferences();
    expect(Object.keys(preferences)).toEqual([...NOTIFICATION_TYPES]);
    for (const type of NOTIFICATION_TYPES) {
      expect(preferences[type]).toMatchObject({ in_app: true, email: true });
    }
    expect(preferences.task_assigned.sms).toBe(true);
    expect(preferences.share_viewed.sms).toBe(false);
  });

  it('hands out a fresh object each time', () => {
    const first = defaultNotificationPreferences();
    first.invitation.email = false;
    expect(defaultNotificationPreferences().invitation.email).toBe(true);
  });
});

describe('other certifications', () => {
  it('are the eight life-support kinds of 000 §3 with unique keys', () => {
    expect(OTHER_CERTIFICATION_KEYS).toEqual(['bls', 'cpr', 'acls', 'atls', 'also', 'nals', 'nrp', 'pals']);
    expect(new Set(OTHER_CERTIFICATIONS.map((cert) => cert.label)).size).toBe(8);
  });
});
