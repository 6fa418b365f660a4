import { describe, expect, it } from 'vitest';
import { desktopTwin, homeFor, mobileTwin, viewportRedirect } from './navigation';

describe('mobile twins (spec §2)', () => {
  it('maps a desktop route with a Mobile twin to the twin', () => {
    expect(mobileTwin('/contentPage/user')).toBe('/contentPageMobile/userMobile');
    expect(mobileTwin('/contentPage/robotQrcode')).toBe('/contentPageMobile/robotQrcodeMobile');
    expect(mobileTwin('/contentPage/outRecord/')).toBe('/contentPageMobile/outRecordMobile');
  });

  it('maps the desktop home to the mobile home', () => {
    expect(mobileTwin('/contentPage')).toBe('/contentPageMobile');
    expect(mobileTwin('/contentPage/')).toBe('/contentPageMobile');
  });

  it('has no twin for screens without one or outside /contentPage', () => {
    expect(mobileTwin('/contentPage/role')).toBeNull();
    expect(mobileTwin('/contentPageX/user')).toBeNull();
    expect(mobileTwin('/visualization')).toBeNull();
    expect(mobileTwin('/')).toBeNull();
  });

  it('drops the Mobile suffix going back to desktop', () => {
    expect(desktopTwin('/contentPageMobile/userMobile')).toBe('/contentPage/user');
    expect(desktopTwin('/contentPageMobile/maintainRecordMobile')).toBe('/contentPage/maintainRecord');
    expect(desktopTwin('/contentPageMobile')).toBe('/contentPage');
    expect(desktopTwin('/contentPageMobile/nope')).toBeNull();
    expect(desktopTwin('/contentPage/user')).toBeNull();
  });
});

describe('viewportRedirect', () => {
  it('goes to the twin below 1400 px and back at 1400 px and above', () => {
    expect(viewportRedirect('/contentPage/user', 1399)).toBe('/contentPageMobile/userMobile');
    expect(viewportRedirect('/contentPage/user', 1400)).toBeNull();
    expect(viewportRedirect('/contentPageMobile/userMobile', 1400)).toBe('/contentPage/user');
    expect(viewportRedirect('/contentPageMobile/userMobile', 800)).toBeNull();
    expect(viewportRedirect('/contentPage/role', 800)).toBeNull();
  });

  it('lands after sign-in on the home that fits the screen', () => {
    expect(homeFor(1920)).toBe('/contentPage');
    expect(homeFor(390)).toBe('/contentPageMobile');
  });
});
