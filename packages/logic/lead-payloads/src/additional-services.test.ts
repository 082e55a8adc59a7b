import { describe, expect, it } from 'vitest';
import {
  CHECK_MARKER,
  collectAdditionalServices,
  RADIO_HELPER_MARKER,
} from './additional-services.ts';

describe('collectAdditionalServices', () => {
  it('uses _check and _radio as the markers (site-wide §5)', () => {
    expect(CHECK_MARKER).toBe('_check');
    expect(RADIO_HELPER_MARKER).toBe('_radio');
  });

  it('collects ticked checkbox options without their marker (site-wide §5)', () => {
    const { rest, additional_services } = collectAdditionalServices({
      name: 'Jo',
      'Window Tint_check': true,
      'Paint Protection_check': 'on',
      'Dash Cam_check': 'true',
    });
    expect(additional_services).toEqual(['Window Tint', 'Paint Protection', 'Dash Cam']);
    expect(rest).toEqual({ name: 'Jo' });
  });

  it('leaves unticked options out but still drops their keys (site-wide §5)', () => {
    const { rest, additional_services } = collectAdditionalServices({
      'Window Tint_check': false,
      'Dash Cam_check': 'false',
      'Rust Proofing_check': '',
      Film_check: null,
      Tyres_check: 1,
    });
    expect(additional_services).toEqual([]);
    expect(rest).toEqual({});
  });

  it('collects each value of a checkbox group sharing one name (site-wide §5)', () => {
    expect(
      collectAdditionalServices({ services_check: ['Window Tint', 'Dash Cam', 3, ''] })
        .additional_services,
    ).toEqual(['Window Tint', 'Dash Cam']);
  });

  it('drops radio-option helper keys (site-wide §5)', () => {
    expect(collectAdditionalServices({ finance_radio: 'Yes', finance: 'Yes' }).rest).toEqual({
      finance: 'Yes',
    });
  });

  it('keeps services already given first and removes duplicates (site-wide §5)', () => {
    expect(
      collectAdditionalServices({
        additional_services: ['Dash Cam', 7],
        'Dash Cam_check': true,
        ' Window Tint _check': true,
      }).additional_services,
    ).toEqual(['Dash Cam', 'Window Tint']);
  });

  it('only treats the marker at the end of a key (site-wide §5)', () => {
    expect(collectAdditionalServices({ check_in: 'x', radio_station: 'y' }).rest).toEqual({
      check_in: 'x',
      radio_station: 'y',
    });
    expect(collectAdditionalServices({ _check: true }).additional_services).toEqual([]);
  });
});
