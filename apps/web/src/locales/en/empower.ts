import type { empower as zh } from '../zh/empower';
import type { Shape } from '../shape';

export const empower = {
  title: 'Third-party keys',
  fields: {
    organization: 'Organization',
    companyCode: 'Company code',
    provider: 'Provider',
    keyId: 'Key ID',
    beginAt: 'Valid from',
    endAt: 'Valid until',
    validity: 'Validity',
    state: 'State',
    creator: 'Created by',
    createdAt: 'Created',
  },
  states: { active: 'Active', pending: 'Not started', expired: 'Expired', disabled: 'Disabled' },
  placeholders: {
    companyCode: 'Search by company code',
    provider: 'Search by provider',
    organization: 'Choose an organization',
    companyCodeInput: 'Letters and digits',
    begin: 'Start',
    end: 'End',
  },
  actions: { create: 'New key', enable: 'Enable', disable: 'Disable', expire: 'Expire now' },
  confirm: {
    enableTitle: 'Enable key "{{keyId}}"?',
    enableText: 'The provider can use this key again for the open API while it is inside its validity window.',
    disableTitle: 'Disable key "{{keyId}}"?',
    disableText: "The partner's access stops at once. You can enable the key again later.",
    expireTitle: 'Expire key "{{keyId}}" now?',
    expireText: "Its validity ends now and the partner's access stops at once. This cannot be undone: the key can never be enabled again.",
  },
  secret: {
    title: 'API key created',
    text: 'Give this full API key to the provider "{{provider}}".',
    warning: 'It will not be shown again after you close this window. Copy it now; if it is lost, create a new key.',
    usage: 'How to use it: send the header {{header}} with each call to the open API, for example:',
    keyPlaceholder: '<API key>',
    close: 'I have saved it, close',
  },
  createHint: 'The key reads data of the chosen organization and its sub-organizations only, and cannot change anything.',
  empty: 'No keys match. Change the search, or click "New key" to add one.',
  enabled: 'Key enabled',
  disabled: 'Key disabled',
  expired: 'Key expired',
} satisfies Shape<typeof zh>;
