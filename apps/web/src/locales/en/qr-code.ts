import type { qrCode as zh } from '../zh/qr-code';
import type { Shape } from '../shape';

export const qrCode = {
  title: 'QR codes',
  subtitle:
    'Issue device QR codes in batches, print them as stickers for the devices and bind each to its device; a discarded code and its number are never used again.',
  empty: 'No QR codes yet: choose Issue codes to create a batch, then download and print them as stickers.',
  noMatch: 'No QR code matches these filters; change or reset them.',
  loadFailed: 'The QR codes could not be loaded; check the connection and try again.',
  retry: 'Try again',
  fields: {
    device: 'Bound device',
    bound: 'Bound by / at',
    downloads: 'Downloads',
    created: 'Issued by / at',
  },
  placeholders: {
    keyword: 'Code number, device number or alias',
  },
  discardedBy: 'Discarded by {{by}} at {{time}}',
  actions: {
    download: 'Download',
    bind: 'Bind',
    unbind: 'Unbind',
    discard: 'Discard',
  },
  issue: {
    button: 'Issue codes',
    title: 'Issue QR codes',
    hint: 'Issue 1 to {{max}} codes at once, numbered in order. They are selected afterwards, ready to download and print.',
    orgHint: 'The organization the codes belong to; yours when left empty.',
    orgPlaceholder: 'Your organization',
    submit: 'Issue',
    doneOne: 'Issued 1 code: {{first}}. It is selected: choose Download to print it.',
    doneMany: 'Issued {{count}} codes: {{first}} to {{last}}. They are selected: choose Download to print them.',
  },
  download: {
    buttonNone: 'Download selected',
    button_one: 'Download {{count}} selected',
    button_other: 'Download {{count}} selected',
    hint: 'Tick codes in the list to download them as one printable sheet of stickers (PNG), each with its number under it.',
    tooMany: 'At most {{max}} codes per download; select fewer.',
    select: 'Select {{number}}',
    fileOne: 'QR code {{number}}.png',
    fileMany: 'QR codes {{first}} to {{last}}.png',
    done_one: 'Downloaded {{count}} code: {{name}}',
    done_other: 'Downloaded {{count}} codes: {{name}}',
  },
  export: 'Export CSV',
  exportHint: 'Save the QR codes matching the current filters, in the current order, as a CSV file.',
  exported: 'Saved {{name}}',
  bind: {
    title: 'Bind {{number}}',
    hint: 'Type the device number, or put the cursor in the field and scan the number on the device with a scanner.',
    placeholder: 'For example: YJ-130-00001',
    done: '{{number}} is bound to {{device}}',
  },
  unbind: {
    confirmTitle: 'Unbind {{number}}?',
    confirmText: 'The code is released from {{device}} and can then be bound to another device. The device itself is not affected.',
    done: '{{number}} is unbound',
  },
  discard: {
    confirmTitle: 'Discard {{number}}?',
    confirmText: 'This is final: the code and its number are never used again. Remove or cover the printed sticker.',
    done: '{{number}} is discarded and will never be used again',
  },
  mobile: {
    search: 'Type or scan a QR code number',
    find: 'Find',
    hint: "Scanning a device's QR code with the phone camera opens this page; you can also type the number, e.g. QR0000000001.",
    start: 'Type or scan a QR code number to see the device it is on and act on it.',
    notANumber: '“{{text}}” is not a QR code number: a number is QR followed by 10 digits, e.g. QR0000000001.',
    notFound: 'No QR code {{number}} found',
    notFoundHint:
      "Check the number. Only codes of your organization (and the organizations under it) open here; another organization's codes cannot be seen.",
    loadFailed: 'QR code {{number}} could not be loaded',
    discarded: 'This code is discarded: it can no longer be bound or used.',
  },
} satisfies Shape<typeof zh>;
