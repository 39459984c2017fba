/**
 * The demo invitation (Riverside Health inviting new.clinician@credence.test) has this fixed id, so the
 * README and the browser journeys can open /accept-invite?invite_id=… and GET /{id}.json without a way to
 * list invitations. Only the demo seed uses it; real invitations get random ids.
 */
export const DEMO_INVITATION_ID = '6f1d2c3b-4a59-4e7d-8c1b-2a3f4e5d6c7b';
